// libFuzzer target: snapshot restore on arbitrary bytes (DESIGN.md decision 8: loading trusts
// nothing). The harness rewrites the envelope's checksum to match the (mutated) payload, so the
// fuzzer gets past it to the decoder with the library built exactly as it ships.
// The first byte picks the loader: execution or program. A restored execution is also run a
// little under tight limits (host calls answered), since validation must make every restored
// state safe to run.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "checkpoint/envelope.h"
#include "checkpoint/snapshot.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    std::string sealed(reinterpret_cast<const char*>(data) + 1, size - 1);
    if (sealed.size() >= basilisk::checkpoint::kHeaderSize) {
        std::string_view payload = std::string_view(sealed).substr(basilisk::checkpoint::kHeaderSize);
        uint64_t sum = basilisk::checkpoint::checksum(payload);
        for (int i = 0; i < 8; ++i) sealed[17 + size_t(i)] = char((sum >> (8 * i)) & 0xFF);
    }
    std::string_view bytes(sealed);
    if (data[0] & 1) {
        auto restored = basilisk::checkpoint::restore_program(bytes);
        (void)restored;
        return 0;
    }
    auto restored = basilisk::checkpoint::restore_execution(bytes);
    if (auto* vm = std::get_if<std::unique_ptr<basilisk::vm::Vm>>(&restored)) {
        (*vm)->limits().max_instructions = 100000;
        (*vm)->limits().max_memory_bytes = 64u << 20;
        (*vm)->limits().max_recursion_depth = 200;
        (*vm)->limits().max_duration_ms = 2000;
        // A paused execution is answered (None, or an error on odd call ids) and run on, so
        // every restored frame kind (callers, generators, class bodies, with blocks) resumes.
        auto& machine = **vm;
        machine.is_host_function = [](std::string_view) { return true; };
        for (int calls = 0; calls < 8; ++calls) {
            if (machine.pending_call().active) {
                if (machine.pending_call().call_id & 1) {
                    machine.raise(basilisk::vm::TypeId::ValueError, "host error");
                    machine.resume_host_call(basilisk::vm::Value::error());
                } else {
                    machine.resume_host_call(basilisk::vm::Value::none());
                }
            }
            if (machine.frames().empty() || machine.run() != basilisk::vm::RunStatus::HostCall) break;
        }
    }
    return 0;
}
