#pragma once
// `basilisk serve`: the JSON-lines protocol of /work/shared/PROTOCOL.md (docs: PROTOCOL.md).
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "interp/sandbox.h"

namespace basilisk::interp {

// One protocol session: requests in, exactly one reply per request, in order.
class ProtocolServer {
public:
    // `base` supplies the feature policy, default limits and extra instructions; each `start`
    // may override functions, limits and the script name.
    explicit ProtocolServer(SandboxConfig base = {});
    // Handles one request line; returns the reply line (without the newline). Never throws.
    std::string handle(std::string_view line);

private:
    Json handle_request(const Json& request);
    Json start(const Json& request);
    Json resume(const Json& request);
    Json run_step();   // next() on the current execution, as an event
    Json resume_results(const Json& results);

    SandboxConfig m_base;
    std::optional<CodeExecution> m_current;
    std::optional<CodeExecution> m_last_completed;   // for keep_globals
};

// Reads requests from `in` until it closes, writing replies to `out` (flushed per line).
int serve(std::istream& in, std::ostream& out, const SandboxConfig& base);

}  // namespace basilisk::interp
