#pragma once
// Bounds on one compilation, so that the sandbox's limits hold while user code is compiled as
// they do while it runs (DESIGN.md decision 8): a source that takes too long to compile ends with
// the limit error "max_duration_ms", one whose compilation would hold too much memory (a deep
// nest of try/finally doubles the code at every level) with "max_memory_bytes".
//
// Each pass ticks the guard as it goes (the lexer per token, the parser per token, the scope
// analysis per statement, the code generator per instruction) and charges the bytes it keeps;
// the clock is read once every kClockStride ticks. The guard belongs to one compilation: no
// global state.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "compiler/syntax_error.h"

namespace basilisk::compiler {

struct CompileLimits {
    // The compilation stops with "max_duration_ms" once this instant has passed.
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // Approximate bytes the compiler may keep (tokens, syntax tree, instructions) before it stops
    // with "max_memory_bytes"; 0: no bound.
    uint64_t max_memory_bytes = 0;
};

class CompileGuard {
public:
    explicit CompileGuard(const CompileLimits& limits) : m_limits(limits) {}
    CompileGuard(const CompileGuard&) = delete;
    CompileGuard& operator=(const CompileGuard&) = delete;

    // One unit of work that keeps `bytes` more memory. False once a limit is exceeded (and from
    // then on): the pass then stops as it does at an error.
    bool tick(size_t bytes = 0) {
        m_bytes += bytes;
        if (m_exceeded) return false;
        if (m_limits.max_memory_bytes && m_bytes > m_limits.max_memory_bytes) {
            m_exceeded = "max_memory_bytes";
            return false;
        }
        if (++m_ticks % kClockStride == 0 && m_limits.deadline &&
            std::chrono::steady_clock::now() >= *m_limits.deadline) {
            m_exceeded = "max_duration_ms";
            return false;
        }
        return true;
    }
    // `bytes` charged earlier were freed (the tokens, once parsed): the guard models the peak.
    void release(size_t bytes) { m_bytes = bytes < m_bytes ? m_bytes - bytes : 0; }
    // The key of the limit that stopped the compilation ("max_duration_ms", "max_memory_bytes"),
    // or null.
    const char* exceeded() const { return m_exceeded; }
    bool active() const { return m_limits.deadline || m_limits.max_memory_bytes; }

private:
    // A few microseconds of work at most between two readings of the clock.
    static constexpr uint64_t kClockStride = 1024;
    CompileLimits m_limits;
    uint64_t m_ticks = 0;
    uint64_t m_bytes = 0;
    const char* m_exceeded = nullptr;
};

// What a compilation stopped by `guard` returns.
inline SyntaxErrorInfo limit_error(const CompileGuard& guard, std::string_view filename) {
    SyntaxErrorInfo info;
    info.limit = guard.exceeded();
    info.type = "LimitExceeded";
    info.message = "limit exceeded: " + info.limit;
    info.filename = std::string(filename);
    return info;
}

}  // namespace basilisk::compiler
