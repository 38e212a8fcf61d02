#include "interp/serve.h"

#include "interp/host_clock.h"

#include <algorithm>
#include <istream>
#include <ostream>

namespace basilisk::interp {

namespace {

// A malformed request: answered with an error event of kind "protocol".
struct ProtocolError {
    std::string message;
};

Json error_event(const std::string& kind, const std::string& type, const std::string& message,
                 const std::string& traceback = {}, const std::string& stdout_text = {}) {
    Json e;
    e["event"] = "error";
    e["kind"] = kind;
    e["type"] = type;
    e["message"] = message;
    e["traceback"] = traceback;
    e["stdout"] = stdout_text;
    return e;
}

Json call_json(const HostCall& call) {
    Json args = Json::array();
    for (const HostValue& v : call.args) args.push_back(v.to_json());
    Json kwargs = Json::object();
    for (const auto& [k, v] : call.kwargs) kwargs[k] = v.to_json();
    Json e;
    e["call_id"] = call.call_id;
    e["function"] = call.name;
    e["args"] = args;
    e["kwargs"] = kwargs;
    return e;
}

Json calls_json(const std::vector<HostCall>& calls) {
    Json list = Json::array();
    for (const HostCall& c : calls) list.push_back(call_json(c));
    return list;
}

Json call_event(const FunctionCall& call) {
    Json e;
    e["event"] = "call";
    Json body = call_json(call);
    for (auto it = body.begin(); it != body.end(); ++it) e[it.key()] = it.value();
    e["stdout"] = call.stdout_text;
    if (!call.async_calls.empty()) e["calls"] = calls_json(call.async_calls);
    return e;
}

Json calls_event(const PendingCalls& pc) {
    Json e;
    e["event"] = "calls";
    e["calls"] = calls_json(pc.calls);
    e["pending"] = pc.pending;
    e["stdout"] = pc.stdout_text;
    return e;
}

Json error_of(const CodeExecutionError& err) {
    if (auto* e = dynamic_cast<const CodeSyntaxError*>(&err)) {
        Json j = error_event("syntax", e->type, e->message(), e->report, e->stdout_text());
        j["line"] = e->line;
        return j;
    }
    if (auto* e = dynamic_cast<const CodeRuntimeError*>(&err))
        return error_event("runtime", e->type, e->message(), e->traceback, e->stdout_text());
    if (auto* e = dynamic_cast<const CodeLimitError*>(&err))
        return error_event("limit", e->limit, e->message(), {}, e->stdout_text());
    if (dynamic_cast<const CodeCheckpointError*>(&err))
        return error_event("checkpoint", "CheckpointError", err.message());
    if (dynamic_cast<const CodeTypeError*>(&err)) return error_event("type", "TypeError", err.message());
    return error_event(err.kind(), "Error", err.message());
}

const Json* optional_field(const Json& request, const char* name) {
    auto it = request.find(name);
    if (it == request.end()) return nullptr;
    return &*it;
}

std::string string_field(const Json& request, const char* name, bool required) {
    const Json* f = optional_field(request, name);
    if (!f) {
        if (required) throw ProtocolError{std::string("missing \"") + name + "\""};
        return {};
    }
    if (!f->is_string()) throw ProtocolError{std::string("\"") + name + "\" must be a string"};
    return f->get<std::string>();
}

}  // namespace

ProtocolServer::ProtocolServer(SandboxConfig base) : m_base(std::move(base)) {}

std::string ProtocolServer::handle(std::string_view line) {
    Json reply;
    try {
        Json request;
        try {
            request = json_parse(line);
        } catch (const std::exception& e) {
            throw ProtocolError{std::string("the request is not valid JSON: ") + e.what()};
        }
        if (!request.is_object()) throw ProtocolError{"a request must be a JSON object"};
        reply = handle_request(request);
    } catch (const ProtocolError& e) {
        reply = error_event("protocol", "ProtocolError", e.message);
    } catch (const CodeExecutionError& e) {
        reply = error_of(e);
    } catch (const std::exception& e) {
        reply = error_event("protocol", "ProtocolError", e.what());
    }
    return json_dump(reply);
}

Json ProtocolServer::handle_request(const Json& request) {
    std::string op = string_field(request, "op", true);
    if (op == "start") return start(request);
    if (op == "resume") return resume(request);
    if (op == "dump") {
        // A paused execution, or else the globals the last completed one left (a session between
        // cells, which a `start` with keep_globals continues after a `restore`).
        const CodeExecution* source = nullptr;
        if (m_current && (m_current->waiting_for_host() || m_current->waiting_for_results())) source = &*m_current;
        else if (!m_current && m_last_completed) source = &*m_last_completed;
        if (!source) throw ProtocolError{"dump: no execution is paused or completed"};
        std::string bytes = source->dump();
        Json e;
        e["event"] = "snapshot";
        e["data"] = base64_encode(bytes);
        e["bytes"] = bytes.size();
        return e;
    }
    if (op == "restore") {
        std::string data = string_field(request, "data", true);
        std::string bytes;
        try {
            bytes = base64_decode(data);
        } catch (const std::exception& e) {
            throw ProtocolError{std::string("restore: \"data\" is not base64: ") + e.what()};
        }
        CodeExecution restored = CodeSandbox(m_base).restore(bytes);
        if (restored.finished()) {
            // The globals of a completed execution: the next `start` with keep_globals runs in them.
            m_current.reset();
            m_last_completed.emplace(std::move(restored));
            Json e;
            e["event"] = "restored";
            e["keep_globals"] = true;
            return e;
        }
        m_current.emplace(std::move(restored));
        return run_step();
    }
    if (op == "check") {
        std::string code = string_field(request, "code", true);
        std::string stubs = string_field(request, "stubs", false);
        CodeSandbox(m_base).type_check(code, stubs);
        Json e;
        e["event"] = "checked";
        e["ok"] = true;
        return e;
    }
    if (op == "constraints") {
        CodeConstraints c = CodeSandbox(m_base).constraints();
        Json e;
        e["event"] = "constraints";
        e["constraints"] = c.to_json();
        e["prompt"] = c.prompt();
        return e;
    }
    throw ProtocolError{"unknown op \"" + op + "\""};
}

Json ProtocolServer::start(const Json& request) {
    SandboxConfig config = m_base;
    std::string code = string_field(request, "code", true);
    if (const Json* f = optional_field(request, "script_name")) {
        if (!f->is_string()) throw ProtocolError{"\"script_name\" must be a string"};
        config.script_name = f->get<std::string>();
    }
    if (const Json* f = optional_field(request, "functions")) {
        if (!f->is_array()) throw ProtocolError{"\"functions\" must be an array of names"};
        std::vector<std::string> names;
        for (const Json& n : *f) {
            if (!n.is_string()) throw ProtocolError{"\"functions\" must be an array of names"};
            names.push_back(n.get<std::string>());
        }
        config.functions = std::move(names);
    }
    if (const Json* f = optional_field(request, "async_functions")) {
        if (!f->is_array()) throw ProtocolError{"\"async_functions\" must be an array of names"};
        std::vector<std::string> names;
        for (const Json& n : *f) {
            if (!n.is_string()) throw ProtocolError{"\"async_functions\" must be an array of names"};
            std::string name = n.get<std::string>();
            if (config.functions && std::find(config.functions->begin(), config.functions->end(), name) != config.functions->end())
                throw ProtocolError{"\"" + name + "\" is in both \"functions\" and \"async_functions\""};
            names.push_back(std::move(name));
        }
        config.async_functions = std::move(names);
    }
    // The outside world: "now" an ISO 8601 instant (the clock time.time() and datetime.now()
    // read; without one they raise), "seed" the seed of unseeded random generators.
    if (const Json* f = optional_field(request, "now")) {
        std::optional<int64_t> t;
        if (f->is_string()) t = interp::parse_instant(f->get<std::string>());
        if (!t) throw ProtocolError{"\"now\" must be an ISO 8601 instant such as \"2024-05-01T12:00:00Z\""};
        config.clock_us = *t;
    }
    if (const Json* f = optional_field(request, "seed")) {
        if (!f->is_number_unsigned() || f->get<uint64_t>() >= (uint64_t(1) << 63))
            throw ProtocolError{"\"seed\" must be an integer from 0 to 2**63-1"};
        config.random_seed = f->get<uint64_t>();
    }
    if (const Json* f = optional_field(request, "limits")) {
        try {
            config.limits = ExecutionLimits::from_json(*f, m_base.limits);
        } catch (const std::invalid_argument& e) {
            throw ProtocolError{e.what()};
        }
    }
    Inputs inputs;
    if (const Json* f = optional_field(request, "inputs")) {
        if (!f->is_object()) throw ProtocolError{"\"inputs\" must be an object"};
        for (auto it = f->begin(); it != f->end(); ++it) {
            try {
                inputs.emplace_back(it.key(), HostValue::from_json(it.value()));
            } catch (const std::invalid_argument& e) {
                throw ProtocolError{"input \"" + it.key() + "\": " + e.what()};
            }
        }
    }
    bool keep = false;
    if (const Json* f = optional_field(request, "keep_globals")) {
        if (!f->is_boolean()) throw ProtocolError{"\"keep_globals\" must be true or false"};
        keep = f->get<bool>();
    }
    CodeSandbox sandbox(config);
    m_current.reset();
    try {
        if (keep && m_last_completed) {
            CodeExecution previous = std::move(*m_last_completed);
            m_last_completed.reset();
            m_current.emplace(sandbox.execute_next(std::move(previous), code, inputs));
        } else {
            m_current.emplace(sandbox.execute(code, inputs));
        }
    } catch (const std::invalid_argument& e) {
        throw ProtocolError{e.what()};
    }
    return run_step();
}

Json ProtocolServer::resume(const Json& request) {
    if (const Json* results = optional_field(request, "results")) return resume_results(*results);
    if (m_current && m_current->waiting_for_results())
        throw ProtocolError{"resume: the execution waits for async results: answer with \"results\""};
    if (!m_current || !m_current->waiting_for_host()) throw ProtocolError{"resume: no host call is pending"};
    const Json* value = optional_field(request, "value");
    const Json* error = optional_field(request, "error");
    if ((value != nullptr) == (error != nullptr)) throw ProtocolError{"resume needs exactly one of \"value\" and \"error\""};
    if (value) {
        try {
            m_current->provide_result(HostValue::from_json(*value));
        } catch (const std::invalid_argument& e) {
            throw ProtocolError{std::string("resume: ") + e.what()};
        }
    } else {
        if (!error->is_object()) throw ProtocolError{"\"error\" must be an object with \"type\" and \"message\""};
        std::string type = string_field(*error, "type", true);
        std::string message = string_field(*error, "message", false);
        m_current->provide_exception(type, message);
    }
    return run_step();
}

// {"op":"resume","results":[{"call_id":3,"value":V},{"call_id":4,"error":{"type":...,"message":...}}]}
Json ProtocolServer::resume_results(const Json& results) {
    if (!m_current || !m_current->waiting_for_results())
        throw ProtocolError{"resume: no async host call is pending"};
    if (!results.is_array() || results.empty())
        throw ProtocolError{"\"results\" must be a non-empty array of {\"call_id\", \"value\" or \"error\"}"};
    std::vector<CallResult> answers;
    for (const Json& r : results) {
        if (!r.is_object()) throw ProtocolError{"each result must be an object"};
        const Json* id = optional_field(r, "call_id");
        if (!id || !id->is_number_unsigned()) throw ProtocolError{"each result needs a \"call_id\""};
        const Json* value = optional_field(r, "value");
        const Json* error = optional_field(r, "error");
        if ((value != nullptr) == (error != nullptr)) throw ProtocolError{"each result needs exactly one of \"value\" and \"error\""};
        CallResult answer;
        answer.call_id = id->get<uint64_t>();
        if (value) {
            try {
                answer.value = HostValue::from_json(*value);
            } catch (const std::invalid_argument& e) {
                throw ProtocolError{std::string("resume: ") + e.what()};
            }
        } else {
            if (!error->is_object()) throw ProtocolError{"\"error\" must be an object with \"type\" and \"message\""};
            answer.error = std::make_pair(string_field(*error, "type", true), string_field(*error, "message", false));
        }
        answers.push_back(std::move(answer));
    }
    try {
        m_current->provide_results(answers);
    } catch (const std::invalid_argument& e) {
        throw ProtocolError{std::string("resume: ") + e.what()};
    }
    return run_step();
}

Json ProtocolServer::run_step() {
    try {
        ExecutionEvent event = m_current->next();
        if (auto* call = std::get_if<FunctionCall>(&event)) return call_event(*call);
        if (auto* calls = std::get_if<PendingCalls>(&event)) return calls_event(*calls);
        auto& result = std::get<ExecutionResult>(event);
        Json e;
        e["event"] = "complete";
        e["output"] = result.output.to_json();
        e["stdout"] = result.stdout_text;
        if (!result.async_calls.empty()) e["calls"] = calls_json(result.async_calls);
        if (!result.unawaited.empty()) e["unawaited"] = result.unawaited;
        m_last_completed = std::move(m_current);
        m_current.reset();
        return e;
    } catch (const CodeExecutionError& err) {
        m_current.reset();
        return error_of(err);
    }
}

int serve(std::istream& in, std::ostream& out, const SandboxConfig& base) {
    ProtocolServer server(base);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        out << server.handle(line) << '\n' << std::flush;
    }
    return 0;
}

}  // namespace basilisk::interp
