#include "interp/convert.h"

#include <unordered_set>

namespace basilisk::interp {

namespace {

class Builder {
public:
    explicit Builder(vm::Vm& m) : m_vm(m), m_saved(m.host_roots().size()) {}
    ~Builder() { m_vm.host_roots().resize(m_saved); }

    vm::Value build(const HostValue& v) {
        struct Visitor {
            Builder& b;
            vm::Value operator()(std::monostate) const { return vm::Value::none(); }
            vm::Value operator()(bool x) const { return vm::Value::boolean(x); }
            vm::Value operator()(int64_t i) const { return b.m_vm.new_int(i); }
            vm::Value operator()(const HostBigInt& i) const {
                try {
                    return b.m_vm.new_int(num::BigInt(i.decimal));
                } catch (const std::exception&) {
                    return b.fail("invalid integer " + i.decimal);
                }
            }
            vm::Value operator()(double d) const { return vm::Value::from_double(d); }
            vm::Value operator()(const std::string& s) const { return b.keep(b.m_vm.new_str(s)); }
            vm::Value operator()(const HostBytes& s) const { return b.keep(b.m_vm.new_bytes(s.data)); }
            vm::Value operator()(const HostRepr&) const { return b.fail("a $repr value cannot be sent into the code"); }
            vm::Value operator()(const HostList& l) const {
                std::vector<vm::Value> items;
                if (!b.build_all(l.items, items)) return vm::Value::error();
                return b.keep(b.m_vm.new_list(std::move(items)));
            }
            vm::Value operator()(const HostTuple& t) const {
                std::vector<vm::Value> items;
                if (!b.build_all(t.items, items)) return vm::Value::error();
                return b.keep(b.m_vm.new_tuple(std::move(items)));
            }
            vm::Value operator()(const HostSet& s) const {
                vm::Value set = b.keep(b.m_vm.new_set(s.frozen));
                for (const HostValue& item : s.items) {
                    vm::Value k = b.build(item);
                    if (k.is_error()) return k;
                    if (b.m_vm.set_add(set, k) < 0) return b.vm_failed();
                }
                return set;
            }
            vm::Value operator()(const HostDict& d) const {
                vm::Value dict = b.keep(b.m_vm.new_dict());
                for (const auto& [key, value] : d.items) {
                    vm::Value k = b.build(key);
                    if (k.is_error()) return k;
                    vm::Value v = b.build(value);
                    if (v.is_error()) return v;
                    if (!b.m_vm.dict_set(dict, k, v)) return b.vm_failed();
                }
                return dict;
            }
        };
        return std::visit(Visitor{*this}, v.data);
    }

    std::string error;

private:
    bool build_all(const std::vector<HostValue>& in, std::vector<vm::Value>& out) {
        out.reserve(in.size());
        for (const HostValue& v : in) {
            vm::Value x = build(v);
            if (x.is_error()) return false;
            out.push_back(x);
        }
        return true;
    }
    vm::Value keep(vm::Value v) {
        m_vm.host_roots().push_back(v);
        return v;
    }
    vm::Value fail(std::string message) {
        if (error.empty()) error = std::move(message);
        return vm::Value::error();
    }
    vm::Value vm_failed() {
        vm::Value exc = m_vm.take_exception();
        return fail(exc.is_none() ? "invalid value" : m_vm.format_exception_line(exc));
    }

    vm::Vm& m_vm;
    size_t m_saved;
};

class Reader {
public:
    explicit Reader(vm::Vm& m) : m_vm(m) {
        uint32_t depth = m.limits().max_recursion_depth;
        m_max_depth = depth == 0 || depth > kDeepest ? kDeepest : depth;
        m_budget = m.limits().max_output_bytes ? m.limits().max_output_bytes : UINT64_MAX;
    }

    HostValue read(vm::Value v) {
        if (m_depth >= m_max_depth) throw ValueLimitError{"max_recursion_depth"};
        ++m_depth;
        HostValue out = read_value(v);
        --m_depth;
        return out;
    }

private:
    // Deeper values would overflow the C++ stack here or in the JSON writer.
    static constexpr uint32_t kDeepest = 10000;

    void charge(uint64_t bytes) {
        if (bytes + 8 > m_budget) throw ValueLimitError{"max_output_bytes"};
        m_budget -= bytes + 8;
    }

    HostValue read_value(vm::Value v) {
        charge(0);
        if (v.is_none()) return HostValue();
        if (v.is_bool()) return HostValue(v.as_bool());
        if (v.is_small_int()) return HostValue(int64_t(v.as_small_int()));
        v = m_vm.plain_float(v);   // a `class X(float)` instance leaves as its float
        if (v.is_float()) return HostValue(v.as_float());
        if (!v.is_object()) return repr(v);
        vm::ObjRef ref = v.as_object();
        switch (m_vm.kind_of(v)) {
        case vm::ObjKind::Str: charge(m_vm.str_of(v).size()); return HostValue(std::string(m_vm.str_of(v)));
        case vm::ObjKind::Bytes: charge(m_vm.as<vm::BytesObject>(v).data.size()); return HostBytes{m_vm.as<vm::BytesObject>(v).data};
        case vm::ObjKind::BigInt: {
            const num::BigInt& b = m_vm.as<vm::BigIntObject>(v).value;
            if (b >= std::numeric_limits<int64_t>::min() && b <= std::numeric_limits<int64_t>::max())
                return HostValue(int64_t(b));
            charge(num::bit_length(b) / 3);
            return HostBigInt{b.str()};
        }
        case vm::ObjKind::List:
        case vm::ObjKind::Tuple: {
            bool is_list = m_vm.kind_of(v) == vm::ObjKind::List;
            if (!m_active.insert(ref).second) return HostRepr{is_list ? "[...]" : "(...)"};
            std::vector<vm::Value> items = is_list ? m_vm.as<vm::ListObject>(v).items : m_vm.as<vm::TupleObject>(v).items;
            std::vector<HostValue> out;
            out.reserve(items.size());
            for (vm::Value item : items) out.push_back(read(item));
            m_active.erase(ref);
            return is_list ? HostValue(HostList{std::move(out)}) : HostValue(HostTuple{std::move(out)});
        }
        case vm::ObjKind::Dict: {
            if (!m_active.insert(ref).second) return HostRepr{"{...}"};
            HostDict d;
            std::vector<vm::DictEntry> entries = m_vm.as<vm::DictObject>(v).table.entries();
            for (const vm::DictEntry& e : entries) {
                if (e.key.is_undefined()) continue;
                d.items.emplace_back(read(e.key), read(e.value));
            }
            m_active.erase(ref);
            return d;
        }
        case vm::ObjKind::Set:
        case vm::ObjKind::FrozenSet: {
            HostSet s;
            s.frozen = m_vm.kind_of(v) == vm::ObjKind::FrozenSet;
            for (const vm::SetEntry& e : m_vm.as<vm::SetObject>(v).table.slots())
                if (e.live()) s.items.push_back(read(e.key));
            return s;
        }
        default: return repr(v);
        }
    }

    HostValue repr(vm::Value v) {
        std::optional<std::string> text = m_vm.repr_string(v);
        if (!text) {
            m_vm.take_exception();
            return HostRepr{"<" + m_vm.type_name(v) + " object>"};
        }
        charge(text->size());
        return HostRepr{*text};
    }
    vm::Vm& m_vm;
    uint32_t m_depth = 0, m_max_depth = kDeepest;
    uint64_t m_budget = UINT64_MAX;   // bytes of text the value may still take
    std::unordered_set<vm::ObjRef> m_active;   // containers being read: cycle detection
};

}  // namespace

bool to_vm(vm::Vm& machine, const HostValue& value, vm::Value& out, std::string& error) {
    Builder b(machine);
    out = b.build(value);
    if (out.is_error()) {
        error = b.error;
        return false;
    }
    return true;
}

HostValue from_vm(vm::Vm& machine, vm::Value value) { return Reader(machine).read(value); }

}  // namespace basilisk::interp
