#pragma once
// Running a whole script the way `python3 FILE` does: stdout, a CPython-format traceback or
// SyntaxError report on stderr, and the exit status.
#include <functional>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "interp/constraints.h"

namespace basilisk::interp {

using basilisk::ExecutionLimits;

struct ScriptOutcome {
    int exit_status = 0;
    std::string stdout_text;
    std::string stderr_text;
};

// Compiles and runs `source` as the program `filename`.
ScriptOutcome run_script(std::string_view source, std::string_view filename);

// The same, handing the outcome to `done` while the execution still exists. A command-line
// `basilisk run` reports and ends the process there (std::_Exit): tearing down a heap of
// millions of objects one by one only to give the memory back to the OS costs up to a tenth of
// a short script's run time. (CPython also leaves its arenas to the OS at exit.)
void run_script(std::string_view source, std::string_view filename,
                const std::function<void(const ScriptOutcome&)>& done);
// The same under resource limits (a limit error ends the script with exit status 1).
void run_script(std::string_view source, std::string_view filename, const ExecutionLimits& limits,
                const std::function<void(const ScriptOutcome&)>& done);
// `top_level_await`: `await` at module level (`basilisk run --top-level-await`), as the sandbox
// allows; CPython (and `basilisk run` by default) refuses it.
void run_script(std::string_view source, std::string_view filename, const ExecutionLimits& limits,
                bool top_level_await, const std::function<void(const ScriptOutcome&)>& done);

// The outside world of a command-line run (`--now`, `--seed`). Unlike an embedding, the
// developer's tool reads the machine's clock when given none; the seed, when not given, is
// drawn from the OS.
struct ScriptWorld {
    std::optional<int64_t> clock_us;
    std::optional<uint64_t> seed;
};
void run_script(std::string_view source, std::string_view filename, const ExecutionLimits& limits,
                bool top_level_await, const ScriptWorld& world, const std::function<void(const ScriptOutcome&)>& done);

// The interactive prompt: reads statements from `in`, echoes expression values like CPython's.
int run_repl(std::istream& in, std::ostream& out, std::ostream& err, bool show_prompts);

}  // namespace basilisk::interp
