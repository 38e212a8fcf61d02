// Exceptions: creation, raising with implicit chaining, and CPython-format tracebacks.
#include <fmt/format.h>

#include "vm/vm.h"

namespace basilisk::vm {

Value Vm::make_exception(Value cls, std::vector<Value> args) {
    ObjRef ref = heap.make<ExceptionObject>(cls);
    auto& e = heap.as<ExceptionObject>(ref);
    e.args = new_tuple(std::move(args));
    e.cause = Value::none();
    e.context = Value::none();
    e.dict = Value::none();
    return Value::object(ref);
}

Value Vm::make_exception(TypeId type, std::string message) {
    return make_exception(Value::type(uint32_t(type)), {new_str(std::move(message))});
}

Value Vm::raise(TypeId type, std::string message) {
    return raise_value(make_exception(type, std::move(message)));
}

Value Vm::raise_value(Value exception) {
    if (is_kind(exception, ObjKind::Exception)) {
        auto& e = as<ExceptionObject>(exception);
        // Implicit chaining: an exception raised while another is being handled remembers it.
        if (!m_handled.is_none() && !m_handled.identical(exception) && e.context.is_none()) {
            // Avoid cycles: do not link when the handled exception already has this one in its chain.
            bool cycle = false;
            for (Value c = m_handled; is_kind(c, ObjKind::Exception); c = as<ExceptionObject>(c).context) {
                if (c.identical(exception)) { cycle = true; break; }
            }
            if (!cycle) e.context = m_handled;
        }
    }
    m_exception = exception;
    return Value::error();
}

Value Vm::take_exception() {
    Value e = m_exception;
    m_exception = Value::none();
    return e;
}

bool Vm::exception_matches(TypeId type) const {
    return !m_exception.is_none() && isinstance(m_exception, type);
}

// "KeyError: 'x'", "__main__.ToolError: bad", "ValueError" (no message).
std::string Vm::format_exception_line(Value exception) {
    Value cls = type_of(exception);
    std::string name = class_name(cls);
    if (is_kind(cls, ObjKind::Class)) {
        const auto& c = as<ClassObject>(cls);
        // CPython names the module unless it is __main__ or builtins.
        name = c.qualname;
        if (c.module != "builtins" && c.module != "__main__") name = c.module + "." + c.qualname;
    }
    Value saved = m_exception;
    m_exception = Value::none();
    std::optional<std::string> text = str_string(exception);
    if (!text) {
        m_exception = Value::none();
        text = "<exception str() failed>";
    }
    m_exception = saved;
    if (text->empty()) return name;
    return name + ": " + *text;
}

static std::string strip_left(const std::string& s) {
    size_t i = s.find_first_not_of(" \t\f");
    return i == std::string::npos ? std::string() : s.substr(i);
}

static void format_one(Vm& vm, Value exception, std::string& out) {
    const auto& e = vm.as<ExceptionObject>(exception);
    if (!e.traceback.empty()) {
        out += "Traceback (most recent call last):\n";
        // Entries are stored innermost first; print outermost first. Runs of the same place
        // (deep recursion) are collapsed after three, as CPython does.
        std::string last_key;
        int repeat = 0;
        auto flush_repeat = [&] {
            if (repeat > 3) {
                int more = repeat - 3;
                out += fmt::format("  [Previous line repeated {} more time{}]\n", more, more == 1 ? "" : "s");
            }
        };
        for (size_t i = e.traceback.size(); i-- > 0;) {
            const TracebackEntry& t = e.traceback[i];
            const Program& p = vm.program(t.program);
            if (p.filename == "<prelude>") continue;   // built-ins show no frames, as in CPython
            // Nor does the event loop: a task's error reads as raised where the code awaited it
            // (CPython shows asyncio's own files here; the model can fix nothing in them).
            if (p.filename == "<frozen asyncio>") continue;
            const Code& c = p.codes[t.code];
            uint32_t line = c.line_at(t.pc);
            std::string key = fmt::format("{}:{}:{}", t.program, line, c.name);
            if (key == last_key) {
                ++repeat;
                if (repeat > 3) continue;
            } else {
                flush_repeat();
                last_key = key;
                repeat = 1;
            }
            out += fmt::format("  File \"{}\", line {}, in {}\n", p.filename, line, c.name);
            // CPython reads the line from the file, so a program with no file ("<string>" of
            // `-c`, "<stdin>") shows none.
            bool has_file = !(p.filename.size() >= 2 && p.filename.front() == '<' && p.filename.back() == '>');
            if (has_file && line >= 1 && line <= p.source_lines.size()) {
                std::string src = strip_left(p.source_lines[line - 1]);
                while (!src.empty() && (src.back() == '\n' || src.back() == '\r' || src.back() == ' ')) src.pop_back();
                if (!src.empty()) out += "    " + src + "\n";
            }
        }
        flush_repeat();
    }
    out += vm.format_exception_line(exception);
    out += "\n";
}

std::string Vm::format_traceback(Value exception) {
    // Print the chain oldest first: __cause__ (explicit) or __context__ (implicit, unless suppressed).
    std::vector<std::pair<Value, int>> chain;   // exception, how it links to the next one
    Value cur = exception;
    int link = 0;
    for (int guard = 0; guard < 100 && is_kind(cur, ObjKind::Exception); ++guard) {
        bool seen = false;
        for (auto& [v, l] : chain) if (v.identical(cur)) seen = true;
        if (seen) break;
        chain.emplace_back(cur, link);
        const auto& e = as<ExceptionObject>(cur);
        if (!e.cause.is_none()) { cur = e.cause; link = 1; }
        else if (!e.context.is_none() && !e.suppress_context) { cur = e.context; link = 2; }
        else break;
    }
    std::string out;
    for (size_t i = chain.size(); i-- > 0;) {
        format_one(*this, chain[i].first, out);
        if (i > 0) {
            int l = chain[i].second;
            out += l == 1 ? "\nThe above exception was the direct cause of the following exception:\n\n"
                          : "\nDuring handling of the above exception, another exception occurred:\n\n";
        }
    }
    return out;
}

Value Vm::raise_unbound_deref(const Code& code, uint32_t arg) {
    bool is_cell = arg < code.cellvars.size();
    const std::string& name = is_cell ? code.cellvars[arg] : code.freevars[arg - code.cellvars.size()];
    if (is_cell)
        return raise(TypeId::UnboundLocalError,
                     fmt::format("cannot access local variable '{}' where it is not associated with a value", name));
    return raise(TypeId::NameError,
                 fmt::format("cannot access free variable '{}' where it is not associated with a value in enclosing scope",
                             name));
}

}  // namespace basilisk::vm
