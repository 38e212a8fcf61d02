// Exceptions: creation, raising with implicit chaining, and CPython-format tracebacks.
#include <fmt/format.h>

#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

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


// ---- "Did you mean" (CPython 3.11's suggestions for NameError and AttributeError) ----------------
// Only the printed traceback carries the suggestion; str(e) does not. The rules are CPython's:
// an edit distance where a move (insert, delete, substitute) costs 2 and a change of ASCII case
// only 1, common prefixes and suffixes trimmed first; names longer than 40 bytes never match; a
// candidate may differ in at most a third of the characters involved; a list of more than 750
// candidates is not searched; the first candidate with the lowest cost wins.
namespace {

constexpr size_t kSuggestMoveCost = 2;
constexpr size_t kSuggestCaseCost = 1;
constexpr size_t kSuggestMaxLength = 40;
constexpr size_t kSuggestMaxCandidates = 750;

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

size_t edit_cost(std::string_view a, std::string_view b, size_t limit) {
    while (!a.empty() && !b.empty() && a.front() == b.front()) { a.remove_prefix(1); b.remove_prefix(1); }
    while (!a.empty() && !b.empty() && a.back() == b.back()) { a.remove_suffix(1); b.remove_suffix(1); }
    if (a.empty() || b.empty()) return (a.size() + b.size()) * kSuggestMoveCost;
    if (a.size() > kSuggestMaxLength || b.size() > kSuggestMaxLength) return limit + 1;
    if (b.size() < a.size()) std::swap(a, b);   // a is the shorter: one row of a.size() costs
    if ((b.size() - a.size()) * kSuggestMoveCost > limit) return limit + 1;
    std::vector<size_t> row(a.size());
    for (size_t i = 0; i < a.size(); ++i) row[i] = (i + 1) * kSuggestMoveCost;
    size_t cost = 0;
    for (size_t j = 0; j < b.size(); ++j) {
        size_t diagonal = j * kSuggestMoveCost;   // cost of b[:j] against nothing of a
        cost = diagonal;
        size_t row_min = SIZE_MAX;
        for (size_t i = 0; i < a.size(); ++i) {
            size_t swap_cost = a[i] == b[j] ? 0 : ascii_lower(a[i]) == ascii_lower(b[j]) ? kSuggestCaseCost : kSuggestMoveCost;
            size_t substitute = diagonal + swap_cost;
            diagonal = row[i];
            cost = std::min(std::min(cost, diagonal) + kSuggestMoveCost, substitute);
            row[i] = cost;
            row_min = std::min(row_min, cost);
        }
        if (row_min > limit) return limit + 1;   // every path already costs too much
    }
    return cost;
}

std::optional<std::string> closest_name(const std::vector<std::string>& candidates, const std::string& name) {
    if (candidates.size() > kSuggestMaxCandidates || name.size() > kSuggestMaxLength) return std::nullopt;
    const std::string* best = nullptr;
    size_t best_cost = SIZE_MAX;
    for (const std::string& c : candidates) {
        if (c == name) continue;
        size_t limit = (name.size() + c.size() + 3) * kSuggestMoveCost / 6;
        if (best_cost != SIZE_MAX) limit = std::min(limit, best_cost - 1);
        size_t cost = edit_cost(name, c, limit);
        if (cost > limit) continue;
        if (!best || cost < best_cost) { best = &c; best_cost = cost; }
    }
    if (!best) return std::nullopt;
    return *best;
}

std::vector<std::string> str_keys_in_order(Vm& vm, Value dict) {
    std::vector<std::string> out;
    if (!vm.is_kind(dict, ObjKind::Dict)) return out;
    for (const DictEntry& e : vm.as<DictObject>(dict).table.entries())
        if (!e.key.is_undefined() && vm.is_str(e.key)) out.emplace_back(vm.str_of(e.key));
    return out;
}

// e.name / e.obj as the raising code recorded them (undefined() when absent).
Value recorded_attribute(Vm& vm, Value exception, std::string_view attr) {
    Value* slot = instance_dict_slot(vm, exception);
    if (!slot || !vm.is_kind(*slot, ObjKind::Dict)) return Value::undefined();
    return vm.dict_get_str(*slot, attr);
}

std::optional<std::string> suggestion_for(Vm& vm, Value exception) {
    Value name_value = recorded_attribute(vm, exception, "name");
    if (name_value.is_undefined() || !vm.is_str(name_value)) return std::nullopt;
    const std::string name(vm.str_of(name_value));
    if (vm.isinstance(exception, TypeId::AttributeError)) {
        Value obj = recorded_attribute(vm, exception, "obj");
        if (obj.is_undefined()) return std::nullopt;
        return closest_name(attribute_names(vm, obj), name);
    }
    if (!vm.isinstance(exception, TypeId::NameError)) return std::nullopt;
    // The innermost frame's local variable names, then the globals, then the built-ins.
    const auto& e = vm.as<ExceptionObject>(exception);
    for (const TracebackEntry& t : e.traceback) {
        const Program& p = vm.program(t.program);
        if (p.filename == "<prelude>" || p.filename == "<frozen asyncio>") continue;
        if (auto s = closest_name(p.codes[t.code].varnames, name)) return s;
        break;
    }
    if (auto s = closest_name(str_keys_in_order(vm, vm.module_globals()), name)) return s;
    std::vector<std::string> builtins;
    for (const auto& [n, v] : native_registry().builtins()) builtins.push_back(n);
    return closest_name(builtins, name);
}

}  // namespace

void record_missing_name(Vm& vm, Value obj, std::string_view name) {
    Value exception = vm.take_exception();
    if (vm.is_kind(exception, ObjKind::Exception)) {
        Value* slot = instance_dict_slot(vm, exception);
        bool ok = true;
        if (slot && slot->is_none()) *slot = vm.new_dict();
        if (slot && vm.is_kind(*slot, ObjKind::Dict)) {
            ok = vm.dict_set(*slot, vm.new_str("name"), vm.new_str(name));
            if (ok && !obj.is_undefined()) ok = vm.dict_set(*slot, vm.new_str("obj"), obj);
        }
        if (!ok) vm.take_exception();
    }
    vm.raise_value(exception);
}

static std::string strip_left(const std::string& s) {
    size_t i = s.find_first_not_of(" \t\f");
    return i == std::string::npos ? std::string() : s.substr(i);
}

// The exception's __notes__ after its last line, as CPython's print_exception_notes writes them:
// each note's str() and a newline; a __notes__ that is not a list or tuple prints as its repr().
static void format_notes(Vm& vm, Value exception, std::string& out) {
    Value* slot = instance_dict_slot(vm, exception);
    if (!slot || !vm.is_kind(*slot, ObjKind::Dict)) return;
    Value notes = vm.dict_get(*slot, vm.interned("__notes__"));
    if (notes.is_undefined()) return;
    if (!vm.is_kind(notes, ObjKind::List) && !vm.is_kind(notes, ObjKind::Tuple)) {
        std::optional<std::string> r = vm.repr_string(notes);
        if (!r) vm.take_exception();
        out += r ? *r : std::string("<__notes__ repr() failed>");
        out += "\n";
        return;
    }
    std::vector<Value> items = vm.is_kind(notes, ObjKind::List) ? vm.as<ListObject>(notes).items : vm.as<TupleObject>(notes).items;
    for (Value note : items) {
        std::optional<std::string> s = vm.is_str(note) ? std::optional<std::string>(std::string(vm.str_of(note))) : vm.str_string(note);
        if (!s) vm.take_exception();
        out += s ? *s : std::string("<note str() failed>");
        out += "\n";
    }
}

// One exception's own text: its traceback (when it has one) and its last line.
static void format_one(Vm& vm, Value exception, std::string& out, bool group) {
    const auto& e = vm.as<ExceptionObject>(exception);
    if (!e.traceback.empty()) {
        out += group ? "Exception Group Traceback (most recent call last):\n" : "Traceback (most recent call last):\n";
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
    if (auto s = suggestion_for(vm, exception)) out += fmt::format(". Did you mean: '{}'?", *s);
    out += "\n";
    format_notes(vm, exception, out);
}

// Exception groups print as CPython 3.11 boxes them: the group's own text behind a "| " margin
// ("+ " on its traceback header), then each member (its whole chain) one level deeper, between
// numbered separators; at most 15 members and 10 levels are shown.
namespace {

constexpr size_t kGroupMaxWidth = 15;
constexpr int kGroupMaxDepth = 10;

void emit(std::vector<std::string>& lines, int depth, char margin, const std::string& text) {
    if (depth == 0) lines.push_back(text);
    else lines.push_back(std::string(size_t(2 * depth), ' ') + margin + ' ' + text);
}

void emit_block(std::vector<std::string>& lines, int depth, const std::string& text, bool header) {
    size_t start = 0;
    bool first = true;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        emit(lines, depth, first && header ? '+' : '|', text.substr(start, end - start));
        first = false;
        start = end + 1;
    }
}

void render_chain(Vm& vm, Value exception, int depth, std::vector<std::string>& lines);

void render_single(Vm& vm, Value exception, int depth, std::vector<std::string>& lines) {
    Value members = exception_group_attribute(vm, exception, "exceptions");
    std::string text;
    if (members.is_undefined() || !vm.is_kind(members, ObjKind::Tuple)) {
        format_one(vm, exception, text, false);
        emit_block(lines, depth, text, false);
        return;
    }
    if (depth == 0) depth = 1;   // a group draws its box even at the top
    format_one(vm, exception, text, true);
    // Only the outermost group marks its traceback header with "+" (CPython's
    // print_exception_traceback at exception_group_depth 1); nested groups use the "|" margin.
    emit_block(lines, depth, text, depth == 1 && !vm.as<ExceptionObject>(exception).traceback.empty());
    if (depth > kGroupMaxDepth) return;
    std::vector<Value> items = vm.as<TupleObject>(members).items;
    std::string outer(size_t(2 * depth), ' ');
    std::string inner(size_t(2 * depth + 2), ' ');
    size_t shown = std::min(items.size(), kGroupMaxWidth);
    bool truncated = items.size() > kGroupMaxWidth;
    for (size_t i = 0; i < shown + (truncated ? 1 : 0); ++i) {
        std::string label = i < shown ? std::to_string(i + 1) : "...";
        std::string rule = "+---------------- " + label + " ----------------";
        lines.push_back(i == 0 ? outer + "+-" + rule : inner + rule);
        if (i < shown) {
            render_chain(vm, items[i], depth + 1, lines);
        } else {
            size_t more = items.size() - kGroupMaxWidth;
            emit(lines, depth + 1, '|', fmt::format("and {} more exception{}", more, more > 1 ? "s" : ""));
        }
    }
    // A last member that was a group has closed its box already; CPython draws no second rule.
    const std::string rule_end = "+------------------------------------";
    const std::string& last = lines.back();
    bool closed = last.size() >= rule_end.size() && last.compare(last.size() - rule_end.size(), rule_end.size(), rule_end) == 0 &&
                  last.find_first_not_of(' ') == last.size() - rule_end.size();
    if (!closed) lines.push_back(inner + rule_end);
}

// Prints the chain oldest first: __cause__ (explicit) or __context__ (implicit, unless suppressed).
void render_chain(Vm& vm, Value exception, int depth, std::vector<std::string>& lines) {
    std::vector<std::pair<Value, int>> chain;   // exception, how it links to the next one
    Value cur = exception;
    int link = 0;
    for (int guard = 0; guard < 100 && vm.is_kind(cur, ObjKind::Exception); ++guard) {
        bool seen = false;
        for (auto& [v, l] : chain) if (v.identical(cur)) seen = true;
        if (seen) break;
        chain.emplace_back(cur, link);
        const auto& e = vm.as<ExceptionObject>(cur);
        if (!e.cause.is_none()) { cur = e.cause; link = 1; }
        else if (!e.context.is_none() && !e.suppress_context) { cur = e.context; link = 2; }
        else break;
    }
    for (size_t i = chain.size(); i-- > 0;) {
        render_single(vm, chain[i].first, depth, lines);
        if (i > 0) {
            emit(lines, depth, '|', "");
            emit(lines, depth, '|', chain[i].second == 1 ? "The above exception was the direct cause of the following exception:"
                                                         : "During handling of the above exception, another exception occurred:");
            emit(lines, depth, '|', "");
        }
    }
}

}  // namespace

std::string Vm::format_traceback(Value exception) {
    std::vector<std::string> lines;
    render_chain(*this, exception, 0, lines);
    std::string out;
    for (const std::string& l : lines) {
        out += l;
        out += '\n';
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
