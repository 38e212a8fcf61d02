// Pattern's native methods: compile's checks, match/search/fullmatch, findall, finditer's
// scanner, split, sub with a template, and escape. Every scan follows CPython 3.7+'s rule for
// empty matches: after an empty match the next match may not be empty at the same place.
#include <fmt/format.h>

#include "stdlib/args.h"
#include "stdlib/modules/re/support.h"
#include "stdlib/modules/re/template.h"
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib::re {

namespace {

// The next match at or after byte `at`; `must_advance`: the previous match was empty and ended
// at `at`.
bool next_match(Vm& vm, const Compiled& c, const Subject& s, std::string_view text, size_t at, bool must_advance,
                int64_t* spans, int want, bool& ok) {
    ok = true;
    if (!search(c, text, at, Anchor::Search, spans, want, s.ascii && !s.bytes, must_advance)) {
        ok = charge_scan(vm, text.size() - at);
        return false;
    }
    ok = charge_scan(vm, size_t(spans[1]) - at);
    return ok;
}

struct Scan {
    CompiledRef hold;
    const Compiled* c = nullptr;
    Subject s;
    int64_t pos = 0, endpos = 0;     // code points
    std::string_view text;           // up to endpos
    size_t start = 0;                // byte of pos
};

// self, string, pos, endpos -> a Scan; false on error.
bool begin_scan(Vm& vm, const CallArgs& a, std::string_view fname, Scan& sc) {
    Value args[3];
    if (!bind_args(vm, a, ParamSpec{fname, {"string", "pos", "endpos"}, 0, 3, 1}, args)) return false;
    sc.c = compiled_of(vm, a[0], sc.hold);
    if (!sc.c) return false;
    if (!sc.s.init(vm, args[0], sc.c->is_bytes) || !program_ready(vm, *sc.c, sc.s, a[0])) return false;
    if (!clamp_range(vm, args[1], args[2], sc.s.length, sc.pos, sc.endpos)) return false;
    int64_t end_b = sc.s.to_byte(sc.endpos);
    sc.text = sc.s.text.substr(0, size_t(end_b));
    sc.start = size_t(sc.s.to_byte(std::min(sc.pos, sc.endpos)));
    return true;
}

Value match_with(Vm& vm, const CallArgs& a, std::string_view fname, Anchor anchor) {
    Scan sc;
    if (!begin_scan(vm, a, fname, sc)) return Value::error();
    if (sc.pos > sc.endpos) return Value::none();
    std::vector<int64_t> spans(2 * (sc.c->info.groups + 1));
    bool found = search(*sc.c, sc.text, sc.start, anchor, spans.data(), 1, sc.s.ascii && !sc.s.bytes);
    if (!charge_scan(vm, anchor == Anchor::Search ? sc.text.size() - sc.start : 0)) return Value::error();
    if (!found) return Value::none();
    return make_match(vm, a[0], *sc.c, sc.s, sc.pos, sc.endpos, spans.data());
}

Value p_match(Vm& vm, const CallArgs& a) { return match_with(vm, a, "match", Anchor::Start); }
Value p_search(Vm& vm, const CallArgs& a) { return match_with(vm, a, "search", Anchor::Search); }
Value p_fullmatch(Vm& vm, const CallArgs& a) { return match_with(vm, a, "fullmatch", Anchor::Both); }

// An unmatched group: None, or (findall) an empty str/bytes.
Value group_value(Vm& vm, const Subject& s, const int64_t* spans, uint32_t g, Value unmatched) {
    if (spans[2 * g] < 0) return unmatched;
    return s.slice(vm, spans[2 * g], spans[2 * g + 1]);
}

Value p_findall(Vm& vm, const CallArgs& a) {
    Scan sc;
    if (!begin_scan(vm, a, "findall", sc)) return Value::error();
    std::vector<Value> out;
    if (sc.pos > sc.endpos) return vm.new_list();
    uint32_t groups = sc.c->info.groups;
    std::vector<int64_t> spans(2 * (groups + 1));
    Value empty = sc.s.slice(vm, 0, 0);
    size_t at = sc.start;
    bool adv = false, ok = true;
    while (at <= sc.text.size() && next_match(vm, *sc.c, sc.s, sc.text, at, adv, spans.data(), groups ? 1 : 0, ok)) {
        if (groups == 0) {
            out.push_back(group_value(vm, sc.s, spans.data(), 0, empty));
        } else if (groups == 1) {
            out.push_back(group_value(vm, sc.s, spans.data(), 1, empty));
        } else {
            std::vector<Value> t(groups);
            for (uint32_t g = 1; g <= groups; ++g) t[g - 1] = group_value(vm, sc.s, spans.data(), g, empty);
            out.push_back(vm.new_tuple(std::move(t)));
        }
        adv = spans[0] == spans[1];
        at = size_t(spans[1]);
        if ((out.size() & 1023) == 0 && !vm.check_native_limits(out.capacity() * sizeof(Value))) return Value::error();
    }
    if (!ok) return Value::error();
    return vm.new_list(std::move(out));
}

// finditer: an instance of re's _Scanner class whose __next__ is scan_next.
Value p_finditer(Vm& vm, const CallArgs& a) {
    Scan sc;
    if (!begin_scan(vm, a, "finditer", sc)) return Value::error();
    Value cls = vm.loaded_module_attr("re", "_Scanner");
    if (cls.is_undefined() || cls.is_error()) return vm.raise(TypeId::RuntimeError, "re._Scanner is missing");
    vm::ObjRef ref = vm.heap.make<vm::InstanceObject>(cls);
    Value it = Value::object(ref);
    Value dict = vm.new_dict();
    vm.heap.as<vm::InstanceObject>(ref).dict = dict;
    // The cursor is kept in bytes and code points both ("_at", "_cp"), so a resumed scan of a
    // non-ASCII string needs no rescan; "_adv": the last match was empty.
    bool done = sc.pos > sc.endpos;
    if (!vm.dict_set(dict, vm.interned("pattern"), a[0]) || !vm.dict_set(dict, vm.interned("string"), sc.s.value) ||
        !vm.dict_set(dict, vm.interned("_pos"), Value::small_int(sc.pos)) ||
        !vm.dict_set(dict, vm.interned("_endpos"), Value::small_int(sc.endpos)) ||
        !vm.dict_set(dict, vm.interned("_at"), done ? Value::none() : Value::small_int(int64_t(sc.start))) ||
        !vm.dict_set(dict, vm.interned("_cp"), Value::small_int(sc.pos)) ||
        !vm.dict_set(dict, vm.interned("_end"), Value::small_int(int64_t(sc.text.size()))) ||
        !vm.dict_set(dict, vm.interned("_adv"), Value::boolean(false)))
        return Value::error();
    return it;
}

Value scan_next(Vm& vm, const CallArgs& a) {
    Value self = a[0];
    Value f[8];
    attrs(vm, self, {"pattern", "_at", "string", "_pos", "_endpos", "_end", "_cp", "_adv"}, f);
    Value pattern = f[0];
    Value at_v = f[1];
    if (!at_v.is_small_int()) return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
    CompiledRef hold;
    const Compiled* c = compiled_of(vm, pattern, hold);
    if (!c) return Value::error();
    Subject s;
    if (!s.init(vm, f[2], c->is_bytes) || !program_ready(vm, *c, s, pattern)) return Value::error();
    int64_t pos = f[3].as_small_int(), endpos = f[4].as_small_int();
    std::string_view text = s.text.substr(0, size_t(f[5].as_small_int()));
    size_t at = size_t(at_v.as_small_int());
    s.seed(int64_t(at), f[6].as_small_int());
    bool adv = f[7].as_bool();
    std::vector<int64_t> spans(2 * (c->info.groups + 1));
    bool ok = true;
    if (at > text.size() || !next_match(vm, *c, s, text, at, adv, spans.data(), 1, ok)) {
        if (!ok) return Value::error();
        set_attr(vm, self, "_at", Value::none());
        return vm.raise_value(vm.make_exception(Value::type(uint32_t(TypeId::StopIteration)), {}));
    }
    Value m = make_match(vm, pattern, *c, s, pos, endpos, spans.data());
    if (m.is_error()) return m;
    if (!set_attr(vm, self, "_at", Value::small_int(spans[1])) || !set_attr(vm, self, "_cp", Value::small_int(s.to_cp(spans[1]))) ||
        !set_attr(vm, self, "_adv", Value::boolean(spans[0] == spans[1])))
        return Value::error();
    return m;
}

Value p_split(Vm& vm, const CallArgs& a) {
    Value args[2];
    if (!bind_args(vm, a, ParamSpec{"split", {"string", "maxsplit"}, 0, 2, 1}, args)) return Value::error();
    CompiledRef hold;
    const Compiled* c = compiled_of(vm, a[0], hold);
    if (!c) return Value::error();
    Subject s;
    if (!s.init(vm, args[0], c->is_bytes) || !program_ready(vm, *c, s, a[0])) return Value::error();
    int64_t maxsplit = 0;
    if (!args[1].is_undefined()) {
        auto v = to_ssize(vm, args[1]);
        if (!v) return Value::error();
        maxsplit = *v;
    }
    std::vector<Value> out;
    if (maxsplit < 0) {
        out.push_back(s.value);
        if (s.bytes && vm.as<vm::BytesObject>(s.value).is_bytearray) out[0] = s.slice(vm, 0, int64_t(s.text.size()));
        return vm.new_list(std::move(out));
    }
    uint32_t groups = c->info.groups;
    std::vector<int64_t> spans(2 * (groups + 1));
    size_t at = 0, last = 0;
    bool adv = false, ok = true;
    int64_t n = 0;
    while ((maxsplit == 0 || n < maxsplit) && next_match(vm, *c, s, s.text, at, adv, spans.data(), groups ? 1 : 0, ok)) {
        out.push_back(s.slice(vm, int64_t(last), spans[0]));
        for (uint32_t g = 1; g <= groups; ++g) out.push_back(group_value(vm, s, spans.data(), g, Value::none()));
        ++n;
        adv = spans[0] == spans[1];
        at = last = size_t(spans[1]);
        if ((out.size() & 1023) == 0 && !vm.check_native_limits(out.capacity() * sizeof(Value))) return Value::error();
    }
    if (!ok) return Value::error();
    out.push_back(s.slice(vm, int64_t(last), int64_t(s.text.size())));
    return vm.new_list(std::move(out));
}

// A template parsed against the pattern, or false with the error raised.
bool template_of(Vm& vm, const Compiled& c, Value repl, std::vector<TemplatePiece>& pieces) {
    bool is_str = vm.is_kind(repl, vm::ObjKind::Str);
    if (is_str == c.is_bytes || (!is_str && !vm.is_kind(repl, vm::ObjKind::Bytes))) {
        // CPython's wording comes from decoding the template (a str pattern) or from the
        // buffer protocol (a bytes pattern).
        vm.raise(TypeId::TypeError, c.is_bytes ? fmt::format("expected a bytes-like object, {} found", vm.type_name(repl))
                                               : is_str ? std::string("expected str instance, bytes found")
                                                        : fmt::format("decoding to str: need a bytes-like object, {} found", vm.type_name(repl)));
        return false;
    }
    std::string_view text = is_str ? std::string_view(vm.str_of(repl)) : std::string_view(vm.as<vm::BytesObject>(repl).data);
    if (text.find('\\') == std::string_view::npos) {
        pieces.push_back(TemplatePiece{std::string(text), -1});
        return true;
    }
    TemplateError err;
    if (!parse_template(text, c.is_bytes, c.info.groups, c.info.names, pieces, err)) {
        if (err.index_error) vm.raise(TypeId::IndexError, err.error.message);
        else raise_error(vm, err.error, repl);
        return false;
    }
    return true;
}

void expand_into(std::string& out, const std::vector<TemplatePiece>& pieces, const Subject& s, const int64_t* spans) {
    for (const TemplatePiece& p : pieces) {
        if (p.group < 0) out += p.literal;
        else if (spans[2 * p.group] >= 0) out.append(s.text.substr(size_t(spans[2 * p.group]), size_t(spans[2 * p.group + 1] - spans[2 * p.group])));
    }
}

Value make_text(Vm& vm, std::string text, bool bytes, bool ascii) {
    if (bytes) return vm.new_bytes(std::move(text));
    if (ascii) {
        uint32_t n = uint32_t(text.size());
        return vm.new_str(std::move(text), n, true);
    }
    return vm.new_str(std::move(text));
}

// _subx(pattern, repl, string, count, subn): sub/subn with a str/bytes template.
Value p_subx(Vm& vm, const CallArgs& a) {
    if (a.size() != 5) return vm.raise(TypeId::TypeError, "_subx(pattern, repl, string, count, subn)");
    CompiledRef hold;
    const Compiled* c = compiled_of(vm, a[0], hold);
    if (!c) return Value::error();
    Subject s;
    if (!s.init(vm, a[2], c->is_bytes) || !program_ready(vm, *c, s, a[0])) return Value::error();
    std::vector<TemplatePiece> pieces;
    if (!template_of(vm, *c, a[1], pieces)) return Value::error();
    auto count_v = to_ssize(vm, a[3]);
    if (!count_v) return Value::error();
    int64_t count = *count_v;
    bool literal_only = pieces.size() <= 1 && (pieces.empty() || pieces[0].group < 0);
    bool repl_ascii = true;
    for (const auto& p : pieces)
        for (unsigned char ch : p.literal) repl_ascii &= ch < 0x80;
    std::vector<int64_t> spans(2 * (c->info.groups + 1));
    std::string out;
    size_t at = 0, last = 0;
    bool adv = false, ok = true;
    int64_t n = 0;
    while ((count <= 0 || n < count) && count >= 0 &&
           next_match(vm, *c, s, s.text, at, adv, spans.data(), literal_only ? 0 : 1, ok)) {
        out.append(s.text.substr(last, size_t(spans[0]) - last));
        expand_into(out, pieces, s, spans.data());
        ++n;
        adv = spans[0] == spans[1];
        at = last = size_t(spans[1]);
        if ((n & 1023) == 0 && !vm.check_native_limits(out.capacity())) return Value::error();
    }
    if (!ok) return Value::error();
    Value result;
    if (n == 0) {
        result = s.value;
        if (s.bytes && vm.as<vm::BytesObject>(s.value).is_bytearray) result = s.slice(vm, 0, int64_t(s.text.size()));
    } else {
        out.append(s.text.substr(last));
        result = make_text(vm, std::move(out), s.bytes, s.ascii && repl_ascii);
    }
    if (!a[4].is_bool() || !a[4].as_bool()) return result;
    return vm.new_tuple({result, Value::small_int(n)});
}

// _assemble(string, matches, parts): sub with a callable, once Python has called it on each
// match (so that it may pause for the host): the string with each match's span replaced.
Value p_assemble(Vm& vm, const CallArgs& a) {
    if (a.size() != 3 || !vm.is_kind(a[1], vm::ObjKind::List) || !vm.is_kind(a[2], vm::ObjKind::List))
        return vm.raise(TypeId::TypeError, "_assemble(string, matches, parts)");
    Subject s;
    bool is_bytes = !vm.is_kind(a[0], vm::ObjKind::Str);
    if (!s.init(vm, a[0], is_bytes)) return Value::error();
    const auto& matches = vm.as<vm::ListObject>(a[1]).items;
    const auto& parts = vm.as<vm::ListObject>(a[2]).items;
    std::string out;
    size_t last = 0;
    bool ascii = s.ascii;
    size_t item = 0;   // CPython joins a list of the non-empty slices and the non-None parts
    for (size_t k = 0; k < matches.size() && k < parts.size(); ++k) {
        Value bspans = attr(vm, matches[k], "_bspans");
        Value sp = bspans.is_undefined() ? attr(vm, matches[k], "_spans") : bspans;
        const auto& items = vm.as<vm::TupleObject>(sp).items;
        size_t b0 = size_t(items[0].as_small_int()), b1 = size_t(items[1].as_small_int());
        out.append(s.text.substr(last, b0 - last));
        if (b0 > last) ++item;
        Value part = parts[k];
        if (!part.is_none()) {
            if (is_bytes) {
                if (!vm.is_kind(part, vm::ObjKind::Bytes))
                    return vm.raise(TypeId::TypeError, fmt::format("expected a bytes-like object, {} found", vm.type_name(part)));
                out += vm.as<vm::BytesObject>(part).data;
            } else {
                if (!vm.is_str(part))
                    return vm.raise(TypeId::TypeError, fmt::format("sequence item {}: expected str instance, {} found", item,
                                                                   vm.type_name(part)));
                out += vm.str_of(part);
                ascii &= vm.as<vm::StrObject>(part).ascii;
            }
            ++item;
        }
        last = b1;
    }
    out.append(s.text.substr(last));
    return make_text(vm, std::move(out), is_bytes, ascii);
}

// _compile_info(pattern, flags) -> (flags, groups, groupindex), raising re.error for a bad
// pattern.
Value compile_info(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "_compile_info(pattern, flags)");
    Value pattern = a[0];
    bool is_str = vm.is_str(pattern);
    if (!is_str && !vm.is_kind(pattern, vm::ObjKind::Bytes))
        return vm.raise(TypeId::TypeError, "first argument must be string or compiled pattern");
    auto flags = int_value(vm, a[1]);
    if (!flags) return vm.raise(TypeId::TypeError, fmt::format("unsupported operand type(s) for &: '{}' and 'int'", vm.type_name(a[1])));
    std::string_view text = is_str ? std::string_view(vm.str_of(pattern)) : std::string_view(vm.as<vm::BytesObject>(pattern).data);
    auto r = compile_pattern(text, !is_str, uint32_t(*flags));
    if (auto* e = std::get_if<TranslateError>(&r)) return raise_error(vm, *e, pattern);
    const Compiled& c = *std::get<CompiledRef>(r);
    // Compile once more under the final flags: that is the key every method looks it up by.
    if (c.info.flags != uint32_t(*flags)) {
        auto again = compile_pattern(text, !is_str, c.info.flags);
        if (auto* e = std::get_if<TranslateError>(&again)) return raise_error(vm, *e, pattern);
    }
    Value index = vm.new_dict();
    for (const auto& [name, g] : c.info.names)
        if (!vm.dict_set(index, vm.new_str(name), Value::small_int(g))) return Value::error();
    return vm.new_tuple({Value::small_int(c.info.flags), Value::small_int(c.info.groups), index});
}

// re.escape: CPython 3.7+'s set of special characters, each preceded by a backslash.
Value escape(Vm& vm, const CallArgs& a) {
    if (a.size() != 1) return vm.raise(TypeId::TypeError, fmt::format("escape() takes 1 positional argument but {} were given", a.size()));
    static constexpr std::string_view kSpecial = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
    bool is_str = vm.is_str(a[0]);
    if (!is_str && !vm.is_kind(a[0], vm::ObjKind::Bytes))
        return vm.raise(TypeId::TypeError, fmt::format("expected str or bytes, got '{}'", vm.type_name(a[0])));
    std::string_view text = is_str ? std::string_view(vm.str_of(a[0])) : std::string_view(vm.as<vm::BytesObject>(a[0]).data);
    std::string out;
    out.reserve(text.size() + 8);
    for (char ch : text) {
        if (ch != '\0' && kSpecial.find(ch) != std::string_view::npos) out += '\\';
        out += ch;
    }
    if (!is_str) return vm.new_bytes(std::move(out));
    return make_text(vm, std::move(out), false, vm.as<vm::StrObject>(a[0]).ascii);
}

// ---- Module-level functions ----
// re.search(pattern, string) and friends without a Python frame: the per-line call of an agent
// script. The Pattern comes from re._cache0 (patterns compiled with flags 0, keyed by their
// source) with one dict lookup; anything else goes through the Python _compile, which fills
// that cache and raises CPython's errors.
Value pattern_for(Vm& vm, Value pattern, Value flags) {
    bool zero = flags.is_undefined() || (flags.is_small_int() && flags.as_small_int() == 0);
    if (zero && (vm.is_str(pattern) || vm.is_kind(pattern, vm::ObjKind::Bytes))) {
        Value cache = vm.loaded_module_attr("re", "_cache0");
        if (vm.is_kind(cache, vm::ObjKind::Dict)) {
            Value p = vm.dict_get(cache, pattern);
            if (p.is_error() || !p.is_undefined()) return p;
        }
    }
    Value fn = vm.loaded_module_attr("re", "_compile");
    if (fn.is_undefined() || fn.is_error()) return vm.raise(TypeId::RuntimeError, "re._compile is missing");
    Value args[] = {pattern, flags.is_undefined() ? Value::small_int(0) : flags};
    return vm.call(fn, args);
}

// fn(pattern, string, flags=0) -> method(Pattern, string).
Value module_call(Vm& vm, const CallArgs& a, std::string_view fname, vm::NativeFn method) {
    Value args[3];
    if (!bind_args(vm, a, ParamSpec{fname, {"pattern", "string", "flags"}, 0, 3, 2}, args, 0)) return Value::error();
    Value p = pattern_for(vm, args[0], args[2]);
    if (p.is_error()) return p;
    Value pos[] = {p, args[1]};
    return method(vm, CallArgs{std::span<const Value>(pos, 2), {}, {}});
}

Value re_match(Vm& vm, const CallArgs& a) { return module_call(vm, a, "match", p_match); }
Value re_search(Vm& vm, const CallArgs& a) { return module_call(vm, a, "search", p_search); }
Value re_fullmatch(Vm& vm, const CallArgs& a) { return module_call(vm, a, "fullmatch", p_fullmatch); }
Value re_findall(Vm& vm, const CallArgs& a) { return module_call(vm, a, "findall", p_findall); }
Value re_finditer(Vm& vm, const CallArgs& a) { return module_call(vm, a, "finditer", p_finditer); }

Value re_split(Vm& vm, const CallArgs& a) {
    Value args[4];
    if (!bind_args(vm, a, ParamSpec{"split", {"pattern", "string", "maxsplit", "flags"}, 0, 4, 2}, args, 0))
        return Value::error();
    Value p = pattern_for(vm, args[0], args[3]);
    if (p.is_error()) return p;
    Value pos[] = {p, args[1], args[2].is_undefined() ? Value::small_int(0) : args[2]};
    return p_split(vm, CallArgs{std::span<const Value>(pos, 3), {}, {}});
}

// _sub(pattern, repl, string, count, flags, subn): module-level sub/subn with a template (the
// Python sub() sends callables down the pausable path first).
Value re_sub(Vm& vm, const CallArgs& a) {
    if (a.size() != 6) return vm.raise(TypeId::TypeError, "_sub(pattern, repl, string, count, flags, subn)");
    Value p = pattern_for(vm, a[0], a[4]);
    if (p.is_error()) return p;
    Value pos[] = {p, a[1], a[2], a[3], a[5]};
    return p_subx(vm, CallArgs{std::span<const Value>(pos, 5), {}, {}});
}

}  // namespace

// Match's methods (match_methods.cpp).
void register_match_methods(vm::NativeRegistry& reg);
Value template_expand(Vm& vm, Value match, Value repl);

Value template_expand(Vm& vm, Value match, Value repl) {
    Value pattern = attr(vm, match, "re");
    CompiledRef hold;
    const Compiled* c = compiled_of(vm, pattern, hold);
    if (!c) return Value::error();
    std::vector<TemplatePiece> pieces;
    if (!template_of(vm, *c, repl, pieces)) return Value::error();
    Subject s;
    if (!s.init(vm, attr(vm, match, "string"), c->is_bytes)) return Value::error();
    Value bspans = attr(vm, match, "_bspans");
    const auto& items = vm.as<vm::TupleObject>(bspans.is_undefined() ? attr(vm, match, "_spans") : bspans).items;
    size_t n = 2 * (size_t(c->info.groups) + 1);   // `_spans` goes on with pos, endpos, lastindex
    if (items.size() < n) return vm.raise(TypeId::TypeError, "corrupt re.Match");
    std::vector<int64_t> spans(n);
    for (size_t k = 0; k < n; ++k) spans[k] = items[k].as_small_int();
    std::string out;
    expand_into(out, pieces, s, spans.data());
    bool ascii = true;
    for (unsigned char ch : out) ascii &= ch < 0x80;
    return make_text(vm, std::move(out), s.bytes, ascii);
}

void register_pattern_natives(vm::NativeRegistry& reg) {
    reg.add_module_function("re", "match", re_match);
    reg.add_module_function("re", "search", re_search);
    reg.add_module_function("re", "fullmatch", re_fullmatch);
    reg.add_module_function("re", "findall", re_findall);
    reg.add_module_function("re", "finditer", re_finditer);
    reg.add_module_function("re", "split", re_split);
    reg.add_module_function("re", "_sub", re_sub);
    reg.add_module_function("re", "_compile_info", compile_info);
    reg.add_module_function("re", "escape", escape);
    reg.add_module_function("re", "_subx", p_subx);
    reg.add_module_function("re", "_assemble", p_assemble);
    reg.add_module_method("re", "_p_match", "Pattern.match", p_match);
    reg.add_module_method("re", "_p_search", "Pattern.search", p_search);
    reg.add_module_method("re", "_p_fullmatch", "Pattern.fullmatch", p_fullmatch);
    reg.add_module_method("re", "_p_findall", "Pattern.findall", p_findall);
    reg.add_module_method("re", "_p_finditer", "Pattern.finditer", p_finditer);
    reg.add_module_method("re", "_p_split", "Pattern.split", p_split);
    reg.add_module_method("re", "_scan_next", "_Scanner.__next__", scan_next);
    register_match_methods(reg);
}

}  // namespace basilisk::stdlib::re
