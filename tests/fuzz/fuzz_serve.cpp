// libFuzzer target: `basilisk serve` request lines (PROTOCOL.md). Each input is up to 8 lines,
// handled in order by one ProtocolServer (so start/resume/dump/restore sequences are reachable).
// Every line must get a reply without a crash, a sanitizer report or a hang.
//
// The server's base limits are tight. A request may override limits, and a host that asks for
// none gets none (a legitimate hang), so the text "limits" in the input is defused first.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "interp/serve.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string input(reinterpret_cast<const char*>(data), size);
    for (size_t at = input.find("limits"); at != std::string::npos; at = input.find("limits", at + 1)) input[at] = 'L';
    basilisk::SandboxConfig base;
    base.limits.max_instructions = 100000;
    base.limits.max_memory_bytes = 64u << 20;
    base.limits.max_recursion_depth = 200;
    base.limits.max_duration_ms = 2000;
    base.limits.max_output_bytes = 1u << 20;
    basilisk::interp::ProtocolServer server(base);
    size_t start = 0;
    for (int lines = 0; lines < 8 && start <= input.size(); ++lines) {
        size_t end = input.find('\n', start);
        if (end == std::string::npos) end = input.size();
        std::string reply = server.handle(std::string_view(input).substr(start, end - start));
        if (reply.empty() || reply.find('\n') != std::string::npos) __builtin_trap();   // one line per reply
        start = end + 1;
    }
    return 0;
}
