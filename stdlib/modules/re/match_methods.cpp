// Match's native methods: group, groups, groupdict, span, start, end, __getitem__, expand.
// A Match is an instance of re's Python class Match whose attributes hold the pattern, the
// string, pos/endpos and the spans in code points (`_spans`; `_bspans` in bytes when the string
// is not ASCII), so it dumps and restores like any object.
#include <fmt/format.h>

#include "stdlib/args.h"
#include "stdlib/modules/re/support.h"
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib::re {

Value template_expand(Vm& vm, Value match, Value repl);

namespace {

struct MatchView {
    Value self, string;
    const std::vector<Value>* spans = nullptr;    // code points
    const std::vector<Value>* bspans = nullptr;   // bytes (== spans for ASCII text)
    int64_t groups = 0;
};

bool view_of(Vm& vm, Value self, MatchView& m) {
    m.self = self;
    Value a[3];
    attrs(vm, self, {"_spans", "_bspans", "string"}, a);
    Value sp = a[0];
    if (!vm.is_kind(sp, vm::ObjKind::Tuple)) {
        vm.raise(TypeId::TypeError, fmt::format("descriptor requires a 're.Match' object but received '{}'", vm.type_name(self)));
        return false;
    }
    m.spans = &vm.as<vm::TupleObject>(sp).items;
    Value b = a[1];
    m.bspans = vm.is_kind(b, vm::ObjKind::Tuple) ? &vm.as<vm::TupleObject>(b).items : m.spans;
    m.groups = int64_t((m.spans->size() - 3) / 2) - 1;   // then pos, endpos, lastindex
    m.string = a[2];
    return true;
}

// CPython's match_getindex: an int (or __index__) in range, or a group name; IndexError
// "no such group" otherwise. -1 on error.
int64_t group_index(Vm& vm, const MatchView& m, Value g) {
    if (g.is_small_int() || g.is_bool()) {
        int64_t i = g.is_bool() ? int64_t(g.as_bool()) : g.as_small_int();
        if (i >= 0 && i <= m.groups) return i;
    } else if (vm.is_str(g)) {
        Value index = attr(vm, attr(vm, m.self, "re"), "groupindex");
        if (vm.is_kind(index, vm::ObjKind::Dict)) {
            Value v = vm.dict_get(index, g);
            if (v.is_error()) return -1;
            if (v.is_small_int()) return v.as_small_int();
        }
    } else if (!vm.is_kind(g, vm::ObjKind::BigInt) && !g.is_float()) {
        Value r = vm.call_method_if_exists(g, "__index__", {});
        if (r.is_error()) return -1;
        if (r.is_small_int() && r.as_small_int() >= 0 && r.as_small_int() <= m.groups) return r.as_small_int();
    }
    vm.raise(TypeId::IndexError, "no such group");
    return -1;
}

Value group_of(Vm& vm, const MatchView& m, int64_t g, Value dflt) {
    int64_t b0 = (*m.bspans)[2 * g].as_small_int(), b1 = (*m.bspans)[2 * g + 1].as_small_int();
    if (b0 < 0) return dflt;
    if (vm.is_str(m.string)) {
        const auto& so = vm.as<vm::StrObject>(m.string);
        std::string_view piece = so.text().substr(size_t(b0), size_t(b1 - b0));
        if (so.ascii) {
            uint32_t n = uint32_t(piece.size());
            return vm.new_str(std::move(piece), n, true);
        }
        int64_t c0 = (*m.spans)[2 * g].as_small_int(), c1 = (*m.spans)[2 * g + 1].as_small_int();
        bool ascii = c1 - c0 == b1 - b0;
        return vm.new_str(std::move(piece), uint32_t(c1 - c0), ascii);
    }
    return vm.new_bytes(vm.as<vm::BytesObject>(m.string).data.substr(size_t(b0), size_t(b1 - b0)));
}

Value m_group(Vm& vm, const CallArgs& a) {
    if (!a.kw_values.empty()) return vm.raise(TypeId::TypeError, "Match.group() takes no keyword arguments");
    MatchView m;
    if (!view_of(vm, a[0], m)) return Value::error();
    if (a.size() == 1) return group_of(vm, m, 0, Value::none());
    if (a.size() == 2) {
        int64_t g = group_index(vm, m, a[1]);
        return g < 0 ? Value::error() : group_of(vm, m, g, Value::none());
    }
    std::vector<Value> out;
    for (size_t k = 1; k < a.size(); ++k) {
        int64_t g = group_index(vm, m, a[k]);
        if (g < 0) return Value::error();
        out.push_back(group_of(vm, m, g, Value::none()));
    }
    return vm.new_tuple(std::move(out));
}

Value m_getitem(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, "expected 1 argument");
    MatchView m;
    if (!view_of(vm, a[0], m)) return Value::error();
    int64_t g = group_index(vm, m, a[1]);
    return g < 0 ? Value::error() : group_of(vm, m, g, Value::none());
}

Value m_groups(Vm& vm, const CallArgs& a) {
    Value args[1];
    if (!bind_args(vm, a, ParamSpec{"groups", {"default"}, 0, 1, 0}, args)) return Value::error();
    MatchView m;
    if (!view_of(vm, a[0], m)) return Value::error();
    Value dflt = args[0].is_undefined() ? Value::none() : args[0];
    std::vector<Value> out;
    for (int64_t g = 1; g <= m.groups; ++g) out.push_back(group_of(vm, m, g, dflt));
    return vm.new_tuple(std::move(out));
}

Value m_groupdict(Vm& vm, const CallArgs& a) {
    Value args[1];
    if (!bind_args(vm, a, ParamSpec{"groupdict", {"default"}, 0, 1, 0}, args)) return Value::error();
    MatchView m;
    if (!view_of(vm, a[0], m)) return Value::error();
    Value dflt = args[0].is_undefined() ? Value::none() : args[0];
    Value out = vm.new_dict();
    Value index = attr(vm, attr(vm, m.self, "re"), "groupindex");
    if (!vm.is_kind(index, vm::ObjKind::Dict)) return out;
    std::vector<std::pair<Value, Value>> entries;
    for (const auto& e : vm.as<vm::DictObject>(index).table.entries()) entries.emplace_back(e.key, e.value);
    for (auto& [k, v] : entries) {
        if (!v.is_small_int() || v.as_small_int() < 0 || v.as_small_int() > m.groups) continue;
        if (!vm.dict_set(out, k, group_of(vm, m, v.as_small_int(), dflt))) return Value::error();
    }
    return out;
}

// span/start/end: group 0 by default.
bool span_of(Vm& vm, const CallArgs& a, std::string_view name, int64_t& s, int64_t& e) {
    if (!a.kw_values.empty()) {
        vm.raise(TypeId::TypeError, fmt::format("Match.{}() takes no keyword arguments", name));
        return false;
    }
    if (a.size() > 2) {
        vm.raise(TypeId::TypeError, fmt::format("{} expected at most 1 argument, got {}", name, a.size() - 1));
        return false;
    }
    MatchView m;
    if (!view_of(vm, a[0], m)) return false;
    int64_t g = 0;
    if (a.size() == 2) {
        g = group_index(vm, m, a[1]);
        if (g < 0) return false;
    }
    s = (*m.spans)[2 * g].as_small_int();
    e = (*m.spans)[2 * g + 1].as_small_int();
    return true;
}

Value m_span(Vm& vm, const CallArgs& a) {
    int64_t s, e;
    if (!span_of(vm, a, "span", s, e)) return Value::error();
    return vm.new_tuple({Value::small_int(s), Value::small_int(e)});
}

Value m_start(Vm& vm, const CallArgs& a) {
    int64_t s, e;
    if (!span_of(vm, a, "start", s, e)) return Value::error();
    return Value::small_int(s);
}

Value m_end(Vm& vm, const CallArgs& a) {
    int64_t s, e;
    if (!span_of(vm, a, "end", s, e)) return Value::error();
    return Value::small_int(e);
}

Value m_expand(Vm& vm, const CallArgs& a) {
    if (a.size() != 2) return vm.raise(TypeId::TypeError, fmt::format("expand() takes exactly one argument ({} given)", a.size() - 1));
    return template_expand(vm, a[0], a[1]);
}

}  // namespace

void register_match_methods(vm::NativeRegistry& reg) {
    reg.add_module_method("re", "_m_group", "Match.group", m_group);
    reg.add_module_method("re", "_m_getitem", "Match.__getitem__", m_getitem);
    reg.add_module_method("re", "_m_groups", "Match.groups", m_groups);
    reg.add_module_method("re", "_m_groupdict", "Match.groupdict", m_groupdict);
    reg.add_module_method("re", "_m_span", "Match.span", m_span);
    reg.add_module_method("re", "_m_start", "Match.start", m_start);
    reg.add_module_method("re", "_m_end", "Match.end", m_end);
    reg.add_module_method("re", "_m_expand", "Match.expand", m_expand);
}

}  // namespace basilisk::stdlib::re
