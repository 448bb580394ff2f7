;; The separable blurs of raster.ts's `gaussianBlur`, four rows at a time: rows 0-1 in one pair of
;; f64 lanes, rows 2-3 in another. Every pass reads a width x height plane of f32 and writes it
;; transposed (height x width), so that two passes blur both axes while every read runs along
;; memory. Each sum is taken in f64 in the order blur-reference.ts takes it, and rounded to f32
;; where it stores, so the results are the JavaScript filters' to the bit (blur-wasm.test.ts).
;; Built into blur.wasm by `npm run wasm` (scripts/build-wasm.ts); loaded by blur-wasm.ts.
(module
  (memory (export "memory") 1)

  ;; Rows y0 .. y0 + 3 of the width-wide f32 plane at $src (a short block repeats its last row),
  ;; each with $left clamped copies of its first value before it and $right of its last after it,
  ;; as f64 interleaved by four at $pad: value i of row j at $pad + (4i + j) * 8.
  (func $pad4 (param $src i32) (param $pad i32) (param $width i32) (param $y0 i32) (param $rows i32)
              (param $left i32) (param $right i32)
    (local $j i32) (local $row i32) (local $out i32) (local $end i32) (local $v f64) (local $x i32)
    (local.set $j (i32.const 0))
    (loop $rowsLoop
      ;; the row's first byte
      (local.set $row
        (i32.add (local.get $src)
          (i32.shl
            (i32.mul
              (i32.add (local.get $y0)
                (select (local.get $j) (i32.sub (local.get $rows) (i32.const 1))
                  (i32.lt_s (local.get $j) (local.get $rows))))
              (local.get $width))
            (i32.const 2))))
      (local.set $out (i32.add (local.get $pad) (i32.shl (local.get $j) (i32.const 3))))
      ;; left fringe
      (local.set $v (f64.promote_f32 (f32.load (local.get $row))))
      (local.set $end (i32.add (local.get $out) (i32.shl (local.get $left) (i32.const 5))))
      (block $doneLeft
        (loop $leftLoop
          (br_if $doneLeft (i32.ge_u (local.get $out) (local.get $end)))
          (f64.store (local.get $out) (local.get $v))
          (local.set $out (i32.add (local.get $out) (i32.const 32)))
          (br $leftLoop)))
      ;; the row itself
      (local.set $x (i32.const 0))
      (block $doneRow
        (loop $rowLoop
          (br_if $doneRow (i32.ge_u (local.get $x) (local.get $width)))
          (f64.store (local.get $out)
            (f64.promote_f32 (f32.load (i32.add (local.get $row) (i32.shl (local.get $x) (i32.const 2))))))
          (local.set $out (i32.add (local.get $out) (i32.const 32)))
          (local.set $x (i32.add (local.get $x) (i32.const 1)))
          (br $rowLoop)))
      ;; right fringe
      (local.set $v (f64.promote_f32
        (f32.load (i32.add (local.get $row) (i32.shl (i32.sub (local.get $width) (i32.const 1)) (i32.const 2))))))
      (local.set $end (i32.add (local.get $out) (i32.shl (local.get $right) (i32.const 5))))
      (block $doneRight
        (loop $rightLoop
          (br_if $doneRight (i32.ge_u (local.get $out) (local.get $end)))
          (f64.store (local.get $out) (local.get $v))
          (local.set $out (i32.add (local.get $out) (i32.const 32)))
          (br $rightLoop)))
      (local.set $j (i32.add (local.get $j) (i32.const 1)))
      (br_if $rowsLoop (i32.lt_u (local.get $j) (i32.const 4)))))

  ;; The four sums (rows 0-1 in $a, 2-3 in $b) rounded to f32 and stored at $at, where rows
  ;; y0 .. y0 + $rows - 1 of one column lie next to each other in the transposed plane.
  (func $store4 (param $at i32) (param $a v128) (param $b v128) (param $rows i32)
    (local $lo v128) (local $hi v128)
    (local.set $lo (f32x4.demote_f64x2_zero (local.get $a)))
    (local.set $hi (f32x4.demote_f64x2_zero (local.get $b)))
    (if (i32.eq (local.get $rows) (i32.const 4))
      (then
        (v128.store (local.get $at)
          (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $lo) (local.get $hi)))
        (return)))
    (f32.store (local.get $at) (f32x4.extract_lane 0 (local.get $lo)))
    (if (i32.gt_u (local.get $rows) (i32.const 1))
      (then (f32.store offset=4 (local.get $at) (f32x4.extract_lane 1 (local.get $lo)))))
    (if (i32.gt_u (local.get $rows) (i32.const 2))
      (then (f32.store offset=8 (local.get $at) (f32x4.extract_lane 0 (local.get $hi))))))

  ;; Each row convolved with the symmetric kernel whose centre and taps 1 .. $radius are the f64s
  ;; at $kernel, written transposed; edges clamped. Folded: taps k either side share one weight.
  (func (export "convolveRowsTransposed") (param $src i32) (param $dst i32) (param $width i32) (param $height i32)
        (param $kernel i32) (param $radius i32) (param $pad i32)
    (local $y0 i32) (local $rows i32) (local $x i32) (local $k i32) (local $c i32) (local $l i32) (local $r i32)
    (local $acc01 v128) (local $acc23 v128) (local $w v128) (local $centre v128)
    (local.set $centre (f64x2.splat (f64.load (local.get $kernel))))
    (local.set $y0 (i32.const 0))
    (block $done
      (loop $blocks
        (br_if $done (i32.ge_u (local.get $y0) (local.get $height)))
        (local.set $rows (i32.sub (local.get $height) (local.get $y0)))
        (if (i32.gt_u (local.get $rows) (i32.const 4)) (then (local.set $rows (i32.const 4))))
        (call $pad4 (local.get $src) (local.get $pad) (local.get $width) (local.get $y0) (local.get $rows)
          (local.get $radius) (local.get $radius))
        (local.set $x (i32.const 0))
        (loop $columns
          (local.set $c (i32.add (local.get $pad) (i32.shl (i32.add (local.get $x) (local.get $radius)) (i32.const 5))))
          (local.set $acc01 (f64x2.mul (v128.load (local.get $c)) (local.get $centre)))
          (local.set $acc23 (f64x2.mul (v128.load offset=16 (local.get $c)) (local.get $centre)))
          (local.set $k (i32.const 1))
          (local.set $l (local.get $c))
          (local.set $r (local.get $c))
          (block $tapsDone
            (loop $taps
              (br_if $tapsDone (i32.gt_u (local.get $k) (local.get $radius)))
              (local.set $w (f64x2.splat (f64.load (i32.add (local.get $kernel) (i32.shl (local.get $k) (i32.const 3))))))
              (local.set $l (i32.sub (local.get $l) (i32.const 32)))
              (local.set $r (i32.add (local.get $r) (i32.const 32)))
              (local.set $acc01 (f64x2.add (local.get $acc01)
                (f64x2.mul (f64x2.add (v128.load (local.get $l)) (v128.load (local.get $r))) (local.get $w))))
              (local.set $acc23 (f64x2.add (local.get $acc23)
                (f64x2.mul (f64x2.add (v128.load offset=16 (local.get $l)) (v128.load offset=16 (local.get $r)))
                  (local.get $w))))
              (local.set $k (i32.add (local.get $k) (i32.const 1)))
              (br $taps)))
          (call $store4
            (i32.add (local.get $dst)
              (i32.shl (i32.add (i32.mul (local.get $x) (local.get $height)) (local.get $y0)) (i32.const 2)))
            (local.get $acc01) (local.get $acc23) (local.get $rows))
          (local.set $x (i32.add (local.get $x) (i32.const 1)))
          (br_if $columns (i32.lt_u (local.get $x) (local.get $width))))
        (local.set $y0 (i32.add (local.get $y0) (i32.const 4)))
        (br $blocks))))

  ;; Running-sum box filter of radius $r along each row, times $norm (1 / (2r + 1)), written
  ;; transposed; edges clamped.
  (func (export "boxRowsTransposed") (param $src i32) (param $dst i32) (param $width i32) (param $height i32)
        (param $r i32) (param $norm f64) (param $pad i32)
    (local $y0 i32) (local $rows i32) (local $x i32) (local $p i32) (local $end i32)
    (local $s01 v128) (local $s23 v128) (local $n v128) (local $span i32)
    (local.set $n (f64x2.splat (local.get $norm)))
    ;; 2r + 1 values, in bytes of the interleaved rows
    (local.set $span (i32.shl (i32.add (i32.shl (local.get $r) (i32.const 1)) (i32.const 1)) (i32.const 5)))
    (local.set $y0 (i32.const 0))
    (block $done
      (loop $blocks
        (br_if $done (i32.ge_u (local.get $y0) (local.get $height)))
        (local.set $rows (i32.sub (local.get $height) (local.get $y0)))
        (if (i32.gt_u (local.get $rows) (i32.const 4)) (then (local.set $rows (i32.const 4))))
        (call $pad4 (local.get $src) (local.get $pad) (local.get $width) (local.get $y0) (local.get $rows)
          (local.get $r) (i32.add (local.get $r) (i32.const 1)))
        (local.set $s01 (v128.const f64x2 0 0))
        (local.set $s23 (v128.const f64x2 0 0))
        (local.set $p (local.get $pad))
        (local.set $end (i32.add (local.get $pad) (local.get $span)))
        (loop $opening
          (local.set $s01 (f64x2.add (local.get $s01) (v128.load (local.get $p))))
          (local.set $s23 (f64x2.add (local.get $s23) (v128.load offset=16 (local.get $p))))
          (local.set $p (i32.add (local.get $p) (i32.const 32)))
          (br_if $opening (i32.lt_u (local.get $p) (local.get $end))))
        (local.set $x (i32.const 0))
        (local.set $p (local.get $pad))
        (loop $columns
          (call $store4
            (i32.add (local.get $dst)
              (i32.shl (i32.add (i32.mul (local.get $x) (local.get $height)) (local.get $y0)) (i32.const 2)))
            (f64x2.mul (local.get $s01) (local.get $n)) (f64x2.mul (local.get $s23) (local.get $n)) (local.get $rows))
          ;; entering at x + 2r + 1, leaving at x
          (local.set $s01 (f64x2.add (local.get $s01)
            (f64x2.sub (v128.load (i32.add (local.get $p) (local.get $span))) (v128.load (local.get $p)))))
          (local.set $s23 (f64x2.add (local.get $s23)
            (f64x2.sub (v128.load offset=16 (i32.add (local.get $p) (local.get $span))) (v128.load offset=16 (local.get $p)))))
          (local.set $p (i32.add (local.get $p) (i32.const 32)))
          (local.set $x (i32.add (local.get $x) (i32.const 1)))
          (br_if $columns (i32.lt_u (local.get $x) (local.get $width))))
        (local.set $y0 (i32.add (local.get $y0) (i32.const 4)))
        (br $blocks))))

  ;; The extended box: radius $r at full weight and the two values just beyond at $alpha, times
  ;; $norm (1 / (2r + 1 + 2 alpha)).
  (func (export "extendedBoxRowsTransposed") (param $src i32) (param $dst i32) (param $width i32) (param $height i32)
        (param $r i32) (param $alpha f64) (param $norm f64) (param $pad i32)
    (local $y0 i32) (local $rows i32) (local $x i32) (local $p i32) (local $end i32) (local $far i32)
    (local $s01 v128) (local $s23 v128) (local $n v128) (local $a v128) (local $span i32)
    (local.set $n (f64x2.splat (local.get $norm)))
    (local.set $a (f64x2.splat (local.get $alpha)))
    ;; from x to x + 2r + 2, in bytes
    (local.set $span (i32.shl (i32.add (i32.shl (local.get $r) (i32.const 1)) (i32.const 2)) (i32.const 5)))
    (local.set $y0 (i32.const 0))
    (block $done
      (loop $blocks
        (br_if $done (i32.ge_u (local.get $y0) (local.get $height)))
        (local.set $rows (i32.sub (local.get $height) (local.get $y0)))
        (if (i32.gt_u (local.get $rows) (i32.const 4)) (then (local.set $rows (i32.const 4))))
        (call $pad4 (local.get $src) (local.get $pad) (local.get $width) (local.get $y0) (local.get $rows)
          (i32.add (local.get $r) (i32.const 1)) (i32.add (local.get $r) (i32.const 2)))
        (local.set $s01 (v128.const f64x2 0 0))
        (local.set $s23 (v128.const f64x2 0 0))
        ;; values 1 .. 2r + 1
        (local.set $p (i32.add (local.get $pad) (i32.const 32)))
        (local.set $end (i32.add (local.get $pad) (local.get $span)))
        (loop $opening
          (local.set $s01 (f64x2.add (local.get $s01) (v128.load (local.get $p))))
          (local.set $s23 (f64x2.add (local.get $s23) (v128.load offset=16 (local.get $p))))
          (local.set $p (i32.add (local.get $p) (i32.const 32)))
          (br_if $opening (i32.lt_u (local.get $p) (local.get $end))))
        (local.set $x (i32.const 0))
        (local.set $p (local.get $pad))
        (loop $columns
          (local.set $far (i32.add (local.get $p) (local.get $span)))
          (call $store4
            (i32.add (local.get $dst)
              (i32.shl (i32.add (i32.mul (local.get $x) (local.get $height)) (local.get $y0)) (i32.const 2)))
            (f64x2.mul
              (f64x2.add (local.get $s01)
                (f64x2.mul (local.get $a) (f64x2.add (v128.load (local.get $p)) (v128.load (local.get $far)))))
              (local.get $n))
            (f64x2.mul
              (f64x2.add (local.get $s23)
                (f64x2.mul (local.get $a)
                  (f64x2.add (v128.load offset=16 (local.get $p)) (v128.load offset=16 (local.get $far)))))
              (local.get $n))
            (local.get $rows))
          ;; x + 2r + 2 enters, x + 1 leaves
          (local.set $s01 (f64x2.add (local.get $s01)
            (f64x2.sub (v128.load (local.get $far)) (v128.load offset=32 (local.get $p)))))
          (local.set $s23 (f64x2.add (local.get $s23)
            (f64x2.sub (v128.load offset=16 (local.get $far)) (v128.load offset=48 (local.get $p)))))
          (local.set $p (i32.add (local.get $p) (i32.const 32)))
          (local.set $x (i32.add (local.get $x) (i32.const 1)))
          (br_if $columns (i32.lt_u (local.get $x) (local.get $width))))
        (local.set $y0 (i32.add (local.get $y0) (i32.const 4)))
        (br $blocks))))
)
