#pragma once
// The bytes of CodeExecution::dump(): what the sandbox knows about an execution and the VM does
// not (the script name, which names are host functions), around the checkpoint of its VM.
//
// Layout: "BSKX", u32 wrapper version, u32 meta length, meta, u64 checkpoint length, checkpoint
// (checkpoint/snapshot.h bytes), u64 checksum (checkpoint::checksum) of everything before it.
// Meta, in the checkpoint body encoding (archive_io.h): script name, a has-function-list flag,
// the host function names, the names the code defines, whether the execution has started, and
// (from version 3) the async host function names, (from version 4) whether the execution had
// completed (a session between cells).
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace basilisk {

// Host-function names, looked up by string_view on every call of an undefined name.
using NameSet = std::set<std::string, std::less<>>;

struct ExecutionMeta {
    std::string script_name;
    std::optional<NameSet> functions;   // nullopt: any undefined name is a host function
    NameSet defined;                    // names the code binds
    bool started = false;
    NameSet async_functions;            // host functions declared async (version 3)
    bool completed = false;                           // a session between cells (version 4)
};

// What wrap_execution writes, by reference: a dump copies none of the name sets.
struct ExecutionMetaView {
    std::string_view script_name;
    const std::optional<NameSet>& functions;
    const NameSet& defined;
    bool started;
    const NameSet& async_functions;
    bool completed;
};

std::string wrap_execution(const ExecutionMetaView& meta, std::string_view checkpoint);
// The checkpoint bytes inside `bytes` (a view into it), filling `meta`. Throws
// CodeCheckpointError saying what is wrong.
std::string_view unwrap_execution(std::string_view bytes, ExecutionMeta& meta);

}  // namespace basilisk
