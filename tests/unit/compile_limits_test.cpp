// The limits bound compilation (compiler/compile_guard.h): a compile past max_duration_ms or
// max_memory_bytes ends with the limit error a running program gets, through compile_program,
// CodeSandbox and serve.
#include <chrono>
#include <string>
#include <variant>

#include <gtest/gtest.h>

#include "compiler/compile.h"
#include "interp/sandbox.h"
#include "interp/serve.h"

namespace {

using basilisk::compiler::CompileOptions;
using basilisk::compiler::SyntaxErrorInfo;

// 30 nested try/finally: each level compiles its finally body twice, so 2^30 copies of `y = 1`.
std::string finally_nest(int levels) {
    std::string src;
    for (int i = 0; i < levels; ++i) {
        std::string pad(size_t(4 * i), ' ');
        src += pad + "try:\n" + pad + "    x = " + std::to_string(i) + "\n" + pad + "finally:\n";
    }
    return src + std::string(size_t(4 * levels), ' ') + "y = 1\n";
}

std::string assignments(int n) {
    std::string src;
    for (int i = 0; i < n; ++i) src += "v" + std::to_string(i) + " = " + std::to_string(i) + "\n";
    return src;
}

// The limit the compilation stopped at, or "" when it compiled (or failed otherwise).
std::string stopped_at(const std::string& source, const CompileOptions& options) {
    auto compiled = basilisk::compiler::compile_program(source, options);
    auto* err = std::get_if<SyntaxErrorInfo>(&compiled);
    return err ? err->limit : std::string();
}

TEST(CompileLimits, NoLimitsNoGuard) {
    CompileOptions options;
    EXPECT_EQ(stopped_at(assignments(5000), options), "");
    EXPECT_EQ(stopped_at(finally_nest(8), options), "");
}

TEST(CompileLimits, DeadlineStopsEveryPass) {
    CompileOptions options;
    options.limits.deadline = std::chrono::steady_clock::now() - std::chrono::milliseconds(1);
    // The clock is read every 1,024 ticks: a short program compiles, a long one stops in the
    // lexer already.
    EXPECT_EQ(stopped_at("x = 1\n", options), "");
    EXPECT_EQ(stopped_at(assignments(5000), options), "max_duration_ms");
    // Code generation: a short source whose code doubles with every level.
    options.limits.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
    auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(stopped_at(finally_nest(30), options), "max_duration_ms");
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(CompileLimits, MemoryBound) {
    CompileOptions options;
    options.limits.max_memory_bytes = 4u << 20;
    auto compiled = basilisk::compiler::compile_program(finally_nest(30), options);
    ASSERT_TRUE(std::holds_alternative<SyntaxErrorInfo>(compiled));
    const SyntaxErrorInfo& err = std::get<SyntaxErrorInfo>(compiled);
    EXPECT_EQ(err.limit, "max_memory_bytes");
    EXPECT_EQ(err.message, "limit exceeded: max_memory_bytes");
    // The source itself counts: 8 MB of comments do not fit in 4 MB.
    EXPECT_EQ(stopped_at(std::string(8u << 20, '#'), options), "max_memory_bytes");
    // A program that fits compiles.
    EXPECT_EQ(stopped_at(assignments(2000), options), "");
}

TEST(CompileLimits, SandboxThrowsTheLimitError) {
    basilisk::CodeSandbox sandbox;
    basilisk::ExecutionLimits limits;
    limits.max_memory_bytes = 4u << 20;
    try {
        sandbox.execute(finally_nest(30), {}, limits);
        FAIL() << "compiled";
    } catch (const basilisk::CodeLimitError& e) {
        EXPECT_EQ(e.limit, "max_memory_bytes");
        EXPECT_EQ(e.message(), "limit exceeded: max_memory_bytes (4194304)");
    }
    // type_check uses the sandbox's limits.
    basilisk::SandboxConfig config;
    config.limits.max_duration_ms = 50;
    try {
        basilisk::CodeSandbox(config).type_check(finally_nest(30));
        FAIL() << "compiled";
    } catch (const basilisk::CodeLimitError& e) {
        EXPECT_EQ(e.limit, "max_duration_ms");
    }
}

TEST(CompileLimits, ServeAnswersWithALimitEvent) {
    basilisk::interp::ProtocolServer server;
    std::string code = finally_nest(30);
    std::string escaped;
    for (char c : code) escaped += c == '\n' ? std::string("\\n") : std::string(1, c);
    std::string reply = server.handle(R"({"op":"start","limits":{"max_duration_ms":50},"code":")" + escaped + "\"}");
    EXPECT_NE(reply.find(R"("event":"error")"), std::string::npos) << reply;
    EXPECT_NE(reply.find(R"("kind":"limit")"), std::string::npos) << reply;
    EXPECT_NE(reply.find(R"("type":"max_duration_ms")"), std::string::npos) << reply;
    // The server goes on.
    EXPECT_NE(server.handle(R"({"op":"start","code":"1 + 1"})").find(R"("output":2)"), std::string::npos);
}

}  // namespace
