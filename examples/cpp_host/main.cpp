// A minimal agent host on Basilisk's C++ API: run a script that calls two host tools, answer the
// first call, checkpoint the paused execution to bytes, restore it in a new sandbox (as another
// worker would), answer the second call and print the result. Exits 1 if anything differs from
// what the script must produce.
#include <cstdio>
#include <string>
#include <variant>

#include <interp/sandbox.h>

namespace {

constexpr const char* kScript = R"(
order = get_order(id=42)
price = quote(order["item"], qty=order["qty"])
print("quoted", order["item"])
{"item": order["item"], "total": price * order["qty"]}
)";

basilisk::SandboxConfig config() {
    basilisk::SandboxConfig c;
    c.functions = std::vector<std::string>{"get_order", "quote"};
    c.limits.max_instructions = 1'000'000;
    return c;
}

}  // namespace

int main() {
    using namespace basilisk;
    CodeSandbox sandbox(config());
    CodeExecution run = sandbox.execute(kScript);
    auto event = run.next();
    auto* call = std::get_if<FunctionCall>(&event);
    if (!call || call->name != "get_order") return std::puts("expected get_order"), 1;
    run.provide_result(HostValue::dict({{"item", "lamp"}, {"qty", 3}}));

    event = run.next();
    call = std::get_if<FunctionCall>(&event);
    if (!call || call->name != "quote") return std::puts("expected quote"), 1;
    std::string checkpoint = run.dump();

    // Another worker: a new sandbox restores the bytes and answers the pending call.
    CodeSandbox worker(config());
    CodeExecution resumed = worker.restore(checkpoint);
    resumed.provide_result(HostValue(12.5));
    event = resumed.next();
    auto* done = std::get_if<ExecutionResult>(&event);
    if (!done) return std::puts("expected the end"), 1;
    std::string result = done->output.to_json().dump();
    std::printf("%s%s\n", done->stdout_text.c_str(), result.c_str());
    return result == R"({"item":"lamp","total":37.5})" ? 0 : 1;
}
