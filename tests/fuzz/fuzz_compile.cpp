// libFuzzer target: the compiler on arbitrary source. Any input must give a Program or a
// SyntaxErrorInfo; a crash, a sanitizer report, a hang or a huge allocation is a bug.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "compiler/compile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view source(reinterpret_cast<const char*>(data), size);
    basilisk::compiler::CompileOptions options;
    options.filename = "fuzz.py";
    // The first byte picks the mode so all three code paths (File, Interactive, Embedded) are fed.
    if (size > 0 && data[0] == '\x01') options.mode = basilisk::compiler::CompileOptions::Mode::Interactive;
    if (size > 0 && data[0] == '\x02') options.mode = basilisk::compiler::CompileOptions::Mode::Embedded;
    // Code can be exponentially larger than its source (nested try/finally): the compile limits
    // stop it, as they do in a sandbox, and their path gets fuzzed too.
    options.limits.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    options.limits.max_memory_bytes = 256u << 20;
    auto result = basilisk::compiler::compile_program(source, options);
    if (auto* err = std::get_if<basilisk::compiler::SyntaxErrorInfo>(&result)) {
        // The report must be formattable: touch its fields.
        volatile size_t n = err->message.size() + err->type.size() + err->text.size();
        (void)n;
    }
    return 0;
}
