/** WebAssembly text to binary with wabt (a development dependency: the build script and the tests use it, the service does not). */
import wabt from 'wabt';

export async function compileWat(text: string): Promise<Uint8Array> {
  const tools = await wabt();
  const parsed = tools.parseWat('blur.wat', text, { simd: true });
  try {
    parsed.resolveNames();
    parsed.validate();
    return parsed.toBinary({ log: false, write_debug_names: false }).buffer;
  } finally {
    parsed.destroy();
  }
}
