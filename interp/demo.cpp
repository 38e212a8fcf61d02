// A toy travel-agent host. It exposes three functions to the model's script:
//   get_weather(city)          answered at once
//   search_flights(dest, max_price=...)   answered at once
//   book_flight(flight_id)     needs a human's approval: the host dumps the paused execution to a
//                              file and exits; a later process restores it and answers.
#include "interp/demo.h"

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "interp/sandbox.h"

namespace basilisk::interp {

namespace {

std::string show(const HostValue& v) { return json_dump(v.to_json()); }

std::string show_call(const FunctionCall& call) {
    std::string out = call.name + "(";
    bool first = true;
    for (const HostValue& a : call.args) {
        out += (first ? "" : ", ") + show(a);
        first = false;
    }
    for (const auto& [k, v] : call.kwargs) {
        out += (first ? "" : ", ") + k + "=" + show(v);
        first = false;
    }
    return out + ")";
}

const HostValue* argument(const FunctionCall& call, size_t index, const std::string& name) {
    if (index < call.args.size()) return &call.args[index];
    for (const auto& [k, v] : call.kwargs) if (k == name) return &v;
    return nullptr;
}

void print_stdout(const std::string& text) {
    if (text.empty()) return;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) std::cout << "    | " << line << "\n";
}

// Answers the calls the host can answer by itself. Returns false at book_flight.
bool answer(CodeExecution& run, const FunctionCall& call) {
    if (call.name == "get_weather") {
        const HostValue* city = argument(call, 0, "city");
        std::string name = city && city->is<std::string>() ? city->as<std::string>() : "?";
        HostValue reply = HostValue::dict({{"city", name}, {"temp_c", name == "Lisbon" ? 24.5 : 17.0},
                                           {"sky", name == "Lisbon" ? "sunny" : "cloudy"}});
        std::cout << "[host] " << show_call(call) << " -> " << show(reply) << "\n";
        run.provide_result(reply);
        return true;
    }
    if (call.name == "search_flights") {
        HostValue reply = HostValue::list({
            HostValue::dict({{"id", "TP1351"}, {"price", 189}, {"stops", 0}}),
            HostValue::dict({{"id", "FR8342"}, {"price", 74}, {"stops", 1}}),
            HostValue::dict({{"id", "U27713"}, {"price", 96}, {"stops", 0}}),
        });
        std::cout << "[host] " << show_call(call) << " -> 3 flights\n";
        run.provide_result(reply);
        return true;
    }
    if (call.name == "book_flight") return false;
    std::cout << "[host] " << show_call(call) << " -> NameError (no such tool)\n";
    run.provide_exception("NameError", "name '" + call.name + "' is not defined");
    return true;
}

// Drives the loop until the end or until a call needs approval (then dumps to `state_file`).
int drive(CodeExecution& run, const std::string& state_file) {
    try {
        for (;;) {
            ExecutionEvent event = run.next();
            if (auto* done = std::get_if<ExecutionResult>(&event)) {
                print_stdout(done->stdout_text);
                std::cout << "[host] the script finished; its result: " << show(done->output) << "\n";
                return 0;
            }
            auto& call = std::get<FunctionCall>(event);
            print_stdout(call.stdout_text);
            if (answer(run, call)) continue;
            std::cout << "[host] " << show_call(call) << " needs a human's approval (call #" << call.call_id << ").\n";
            std::string bytes = run.dump();
            std::ofstream(state_file, std::ios::binary) << bytes;
            std::cout << "[host] paused execution saved to " << state_file << " (" << bytes.size()
                      << " bytes); this process exits now.\n";
            return 0;
        }
    } catch (const CodeRuntimeError& e) {
        print_stdout(e.stdout_text());
        std::cout << "[host] the script raised an exception:\n" << e.traceback << "\n";
        return 1;
    } catch (const CodeExecutionError& e) {
        std::cout << "[host] the script failed (" << e.kind() << "): " << e.message() << "\n";
        return 1;
    }
}

std::string read_file(const std::string& path, bool& ok) {
    std::ifstream file(path, std::ios::binary);
    ok = bool(file);
    std::stringstream ss;
    ss << file.rdbuf();
    return ss.str();
}

}  // namespace

int run_demo(int argc, char** argv) {
    std::string mode = argc >= 1 ? argv[0] : "";
    SandboxConfig config;
    config.functions = std::vector<std::string>{"get_weather", "search_flights", "book_flight"};
    config.script_name = "agent.py";
    config.limits.max_duration_ms = 2000;
    CodeSandbox sandbox(config);
    if (mode == "run" && argc == 3) {
        bool ok = false;
        std::string code = read_file(argv[1], ok);
        if (!ok) {
            std::cerr << "basilisk demo: can't open " << argv[1] << "\n";
            return 2;
        }
        std::cout << "[host] running " << argv[1] << " with tools get_weather, search_flights, book_flight\n";
        try {
            CodeExecution run = sandbox.execute(code, {{"budget_eur", 100}, {"destination", "Lisbon"}});
            return drive(run, argv[2]);
        } catch (const CodeSyntaxError& e) {
            std::cout << e.report << "\n";
            return 1;
        }
    }
    if (mode == "resume" && argc == 3) {
        bool ok = false;
        std::string bytes = read_file(argv[1], ok);
        if (!ok) {
            std::cerr << "basilisk demo: can't open " << argv[1] << "\n";
            return 2;
        }
        std::string decision = argv[2];
        try {
            CodeExecution run = sandbox.restore(bytes);
            FunctionCall call = *run.pending_call();
            std::cout << "[host] new process " << "restored " << bytes.size() << " bytes: call #" << call.call_id
                      << " " << show_call(call) << " is waiting\n";
            if (decision == "approve") {
                const HostValue* id = argument(call, 0, "flight_id");
                HostValue reply = HostValue::dict({{"flight", id ? *id : HostValue()}, {"confirmation", "BSK-4711"}});
                std::cout << "[host] the human approved -> " << show(reply) << "\n";
                run.provide_result(reply);
            } else {
                std::cout << "[host] the human declined -> PermissionError raised inside the script\n";
                run.provide_exception("PermissionError", "booking declined by the user");
            }
            return drive(run, argv[1]);
        } catch (const CodeCheckpointError& e) {
            std::cout << "[host] cannot restore: " << e.message() << "\n";
            return 1;
        }
    }
    std::cerr << "usage: basilisk demo run SCRIPT STATE_FILE | basilisk demo resume STATE_FILE approve|deny\n";
    return 2;
}

}  // namespace basilisk::interp
