#pragma once
// A snapshot's values name built-in functions, types and opcodes by number (a builtin Value holds
// its index in the native registry; bytecode holds opcode numbers). Those numbers belong to the
// build that made the snapshot: a build that registers one more function shifts every later one.
// So format version 6 ends each execution snapshot with this fingerprint of the numbering, and a
// restore by a build whose numbering differs is a clear checkpoint error, never a silent call of
// the wrong function.
#include <cstdint>

namespace basilisk::checkpoint {

// FNV-1a over the opcode names, the type names and every native function's qualified name,
// kind and owner, in number order. The same for every execution of one build.
uint64_t build_fingerprint();

class Reader;
// Reads the fingerprint that ends a version-6 body; throws DecodeError when it is not this build's.
void check_build_fingerprint(Reader& r);

}  // namespace basilisk::checkpoint
