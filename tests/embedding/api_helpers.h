#pragma once
// Helpers for the embedding tests: a host that answers calls from a table.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "interp/sandbox.h"

namespace basilisk::test {

using Handler = std::function<HostValue(const FunctionCall&)>;

struct RunLog {
    HostValue output;
    std::string stdout_text;            // all printed text, in order
    std::vector<std::string> calls;     // "name(args json)#id"
};

inline std::string describe(const FunctionCall& c) {
    Json args = Json::array();
    for (const auto& a : c.args) args.push_back(a.to_json());
    Json kw = Json::object();
    for (const auto& [k, v] : c.kwargs) kw[k] = v.to_json();
    return c.name + json_dump(args) + (kw.empty() ? "" : json_dump(kw)) + "#" + std::to_string(c.call_id);
}

// A handler may throw HostRaise to answer with an exception.
struct HostRaise {
    std::string type, message;
};

// Runs to the end. With `via_snapshot`, every pause is dumped and the execution replaced by a
// copy restored in a new sandbox before answering (the result must not change).
inline RunLog drive(CodeExecution run, const std::map<std::string, Handler>& host, bool via_snapshot = false,
                    const CodeSandbox* sandbox = nullptr) {
    RunLog log;
    for (;;) {
        ExecutionEvent ev = run.next();
        if (auto* done = std::get_if<ExecutionResult>(&ev)) {
            log.stdout_text += done->stdout_text;
            log.output = done->output;
            return log;
        }
        FunctionCall call = std::get<FunctionCall>(ev);
        log.stdout_text += call.stdout_text;
        log.calls.push_back(describe(call));
        if (via_snapshot) {
            // Restored twice: by the sandbox that dumped (its program cache knows the programs)
            // and by a new sandbox with an empty cache, as another worker would; the run goes on
            // in the second.
            std::string bytes = run.dump();
            CodeExecution same = sandbox->restore(bytes);
            auto again = same.pending_call();
            EXPECT_TRUE(again.has_value());
            if (again) {
                EXPECT_EQ(describe(*again), describe(call));
            }
            CodeSandbox fresh(sandbox->config());
            run = fresh.restore(bytes);
            again = run.pending_call();
            EXPECT_TRUE(again.has_value());
            if (again) {
                EXPECT_EQ(describe(*again), describe(call));
            }
        }
        auto it = host.find(call.name);
        if (it == host.end()) {
            ADD_FAILURE() << "unexpected host call " << call.name;
            run.provide_exception("NameError", "unknown");
            continue;
        }
        try {
            run.provide_result(it->second(call));
        } catch (const HostRaise& r) {
            run.provide_exception(r.type, r.message);
        }
    }
}

inline int64_t int_arg(const FunctionCall& c, size_t i) { return c.args.at(i).as<int64_t>(); }

}  // namespace basilisk::test
