// The `basilisk` command: run a script, run -c code, the interactive prompt, the JSON-lines
// protocol (serve), the constraints text, a static check, and the demo host.
#include <filesystem>
#include <cstdio>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unistd.h>

#include "interp/demo.h"
#include "interp/sandbox.h"
#include "interp/host_clock.h"
#include "interp/script_runner.h"
#include "interp/serve.h"

namespace {

int usage() {
    std::cerr << "usage: basilisk run [--top-level-await] FILE | basilisk -c CODE | basilisk\n"
                 "       basilisk serve [POLICY]            JSON-lines protocol on stdin/stdout\n"
                 "       basilisk constraints [--json] [POLICY]\n"
                 "       basilisk check FILE [POLICY]\n"
                 "       basilisk demo run SCRIPT STATE | basilisk demo resume STATE approve|deny\n"
                 "POLICY: --disable FEATURE[,FEATURE...]  --instructions TEXT\n"
                 "LIMITS (run, -c, serve): --limit KEY=N, N = 0 for none; KEY and default:\n"
                 "        max_instructions=100000000 max_duration_ms=10000 max_memory_bytes=268435456\n"
                 "        max_output_bytes=16777216 max_allocations=0 max_recursion_depth=1000\n"
                 "WORLD (run, -c, serve): --now ISO8601 (the clock; run and -c read the machine's when absent,\n"
                 "        serve has none)  --seed N (unseeded random; drawn from the OS when absent)\n";
    return 2;
}

int finish(const basilisk::interp::ScriptOutcome& outcome) {
    std::fwrite(outcome.stdout_text.data(), 1, outcome.stdout_text.size(), stdout);
    std::fflush(stdout);
    std::fwrite(outcome.stderr_text.data(), 1, outcome.stderr_text.size(), stderr);
    return outcome.exit_status;
}

// Runs a script and ends the process as soon as its output is written, leaving the execution's
// memory to the OS (see run_script).
[[noreturn]] void run_and_exit(std::string_view source, std::string_view filename,
                               const basilisk::ExecutionLimits& limits, bool top_level_await,
                               const basilisk::interp::ScriptWorld& world) {
    basilisk::interp::run_script(source, filename, limits, top_level_await, world, [](const basilisk::interp::ScriptOutcome& outcome) {
        int status = finish(outcome);
        std::fflush(stdout);
        std::fflush(stderr);
        std::_Exit(status);
    });
    std::_Exit(70);   // not reached: run_script always reports
}

bool read_file(const char* path, std::string& out) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        std::cerr << "basilisk: can't open file '" << path << "': No such file or directory\n";
        return false;
    }
    std::stringstream ss;
    ss << file.rdbuf();
    out = ss.str();
    return true;
}

// Reads the policy options from argv[from...]; positional arguments are collected in `rest`.
bool parse_policy(int argc, char** argv, int from, basilisk::SandboxConfig& config, std::vector<std::string>& rest) {
    for (int i = from; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--disable" && i + 1 < argc) {
            std::stringstream keys(argv[++i]);
            std::string key;
            while (std::getline(keys, key, ',')) {
                auto feature = basilisk::feature_by_key(key);
                if (!feature) {
                    std::cerr << "basilisk: unknown feature '" << key << "'; known:";
                    for (const auto& f : basilisk::feature_table()) std::cerr << " " << f.key;
                    std::cerr << "\n";
                    return false;
                }
                config.disabled_features.insert(*feature);
            }
        } else if (arg == "--instructions" && i + 1 < argc) {
            config.additional_instructions = argv[++i];
        } else {
            rest.push_back(arg);
        }
    }
    return true;
}

}  // namespace

// Takes the `--limit KEY=N` options out of argv (anywhere after the command) into `limits`.
bool take_limits(int& argc, char** argv, basilisk::ExecutionLimits& limits) {
    int out = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--limit") == 0 && i + 1 < argc) {
            if (!limits.set_from_text(argv[++i])) {
                std::cerr << "basilisk: bad limit '" << argv[i] << "' (expected KEY=N, e.g. max_duration_ms=2000)\n";
                return false;
            }
            continue;
        }
        argv[out++] = argv[i];
    }
    argc = out;
    return true;
}

// Takes `--now ISO` and `--seed N` out of argv: the clock and random seed of run, -c and serve
// (serve: the default of every start that gives none).
bool take_world(int& argc, char** argv, basilisk::interp::ScriptWorld& world) {
    int out = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--now") == 0 && i + 1 < argc) {
            auto t = basilisk::interp::parse_instant(argv[++i]);
            if (!t) {
                std::cerr << "basilisk: bad --now '" << argv[i] << "' (expected ISO 8601, e.g. 2024-05-01T12:00:00Z)\n";
                return false;
            }
            world.clock_us = *t;
            continue;
        }
        if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            char* end = nullptr;
            errno = 0;
            unsigned long long v = std::strtoull(argv[++i], &end, 10);
            if (errno || !end || *end || argv[i][0] == '-' || argv[i][0] == 0 || v >= (1ULL << 63)) {
                std::cerr << "basilisk: bad --seed '" << argv[i] << "' (expected an integer from 0 to 2**63-1)\n";
                return false;
            }
            world.seed = v;
            continue;
        }
        argv[out++] = argv[i];
    }
    argc = out;
    return true;
}

int main(int argc, char** argv) {
    if (argc == 1) return basilisk::interp::run_repl(std::cin, std::cout, std::cerr, isatty(0));
    basilisk::ExecutionLimits limits = basilisk::ExecutionLimits::command_line_defaults();
    if (!take_limits(argc, argv, limits)) return 2;
    basilisk::interp::ScriptWorld world;
    if (!take_world(argc, argv, world)) return 2;
    if (argc == 1) return usage();
    std::string cmd = argv[1];
    // --top-level-await (run, -c): `await` at module level, as the sandbox allows.
    bool top_level_await = false;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--top-level-await") == 0) {
            top_level_await = true;
            for (int j = i; j + 1 < argc; ++j) argv[j] = argv[j + 1];
            --argc;
            break;
        }
    }
    if (cmd == "-c" && argc >= 3) run_and_exit(argv[2], "<string>", limits, top_level_await, world);
    if (cmd == "run" && argc >= 3) {
        std::string source;
        if (!read_file(argv[2], source)) return 2;
        // Like CPython 3.9+, tracebacks name the script by its absolute path.
        std::error_code ec;
        std::filesystem::path shown = std::filesystem::absolute(argv[2], ec);
        run_and_exit(source, ec ? std::string(argv[2]) : shown.lexically_normal().string(), limits, top_level_await, world);
    }
    if (cmd == "demo") return basilisk::interp::run_demo(argc - 2, argv + 2);
    basilisk::SandboxConfig config;
    config.limits = limits;   // serve: a request's "limits" override these key by key
    config.clock_us = world.clock_us;   // serve: a request's "now" and "seed" override these
    config.random_seed = world.seed;
    std::vector<std::string> rest;
    if (cmd == "serve" || cmd == "constraints" || cmd == "check") {
        if (!parse_policy(argc, argv, 2, config, rest)) return 2;
    }
    if (cmd == "serve" && rest.empty()) return basilisk::interp::serve(std::cin, std::cout, config);
    if (cmd == "constraints" && (rest.empty() || (rest.size() == 1 && rest[0] == "--json"))) {
        basilisk::CodeConstraints c = basilisk::CodeSandbox(config).constraints();
        if (rest.empty()) std::cout << c.prompt();
        else std::cout << c.to_json().dump(2) << "\n";
        return 0;
    }
    if (cmd == "check" && rest.size() == 1) {
        std::string source;
        if (!read_file(rest[0].c_str(), source)) return 2;
        config.script_name = rest[0];
        try {
            basilisk::CodeSandbox(config).type_check(source);
        } catch (const basilisk::CodeSyntaxError& e) {
            std::cerr << e.report << "\n";
            return 1;
        } catch (const basilisk::CodeLimitError& e) {
            // The compile limits are the run's (--limit): a source too big or slow to compile.
            std::cerr << "basilisk: " << e.message() << " (change it with --limit " << e.limit << "=N; 0 for none)\n";
            return 1;
        }
        std::cout << rest[0] << ": ok\n";
        return 0;
    }
    return usage();
}
