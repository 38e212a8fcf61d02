// Executions as bytes: the programs, the heap arena slot by slot, then the VM's frames, stacks
// and counters. Restoring decodes everything into a fresh Vm first (values as raw bits, nothing
// dereferenced), then validates every value, object and frame before handing the Vm out.
#include "checkpoint/snapshot.h"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

#include "checkpoint/envelope.h"
#include "checkpoint/object_io.h"
#include "checkpoint/program_io.h"
#include "checkpoint/snapshot_access.h"

namespace basilisk::checkpoint {

using vm::Frame;
using vm::SnapshotAccess;
using vm::Value;

namespace {

void save_frame(Writer& w, const Frame& f) {
    w.num(f.function.bits());
    w.num(f.program); w.num(f.code); w.num(f.pc); w.num(f.base); w.num(f.sp);
    w.num(f.globals.bits()); w.num(f.locals_dict.bits()); w.num(f.generator.bits());
    w.num(f.ret_slot); w.num(f.on_return);
}

void save_values(Writer& w, const std::vector<Value>& values) {
    w.count(values.size());
    for (Value v : values) w.num(v.bits());
}

void save_execution(Writer& w, const vm::Vm& vm) {
    // Programs.
    const auto& programs = SnapshotAccess::programs(vm);
    w.count(programs.size());
    for (const auto& p : programs) save_program(w, *p);
    // Heap.
    save_heap(w, vm.heap);
    // Interned strings, sorted so the bytes do not depend on hash-map order.
    std::vector<std::pair<std::string, Value>> interned(SnapshotAccess::intern_table(vm).begin(),
                                                        SnapshotAccess::intern_table(vm).end());
    std::sort(interned.begin(), interned.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    w.count(interned.size());
    for (const auto& [s, v] : interned) { w.str(s); w.num(v.bits()); }
    // Constants cache.
    const auto& consts = SnapshotAccess::constants(vm);
    w.count(consts.size());
    for (const auto& per_program : consts) {
        w.count(per_program.size());
        for (const auto& per_code : per_program) save_values(w, per_code);
    }
    // Frames and the live part of the value stack.
    const auto& frames = SnapshotAccess::frames(vm);
    w.count(frames.size());
    for (const Frame& f : frames) save_frame(w, f);
    auto fields = SnapshotAccess::fields(vm);
    const auto& stack = SnapshotAccess::stack(vm);
    size_t top = 0;
    for (const Frame& f : frames) top = std::max<size_t>(top, f.sp);
    if (SnapshotAccess::pending(vm).active) top = std::max<size_t>(top, size_t(fields.host_ret_slot) + 1);
    top = std::min(top, stack.size());
    w.count(top);
    for (size_t i = 0; i < top; ++i) w.num(stack[i].bits());
    // Single values and counters.
    for (Value v : {fields.module_globals, fields.result, fields.exception, fields.handled, fields.last_return})
        w.num(v.bits());
    save_values(w, SnapshotAccess::host_roots(vm));
    const auto& pending = SnapshotAccess::pending(vm);
    w.num(uint8_t(pending.active));
    w.str(pending.function);
    save_values(w, pending.args);
    w.count(pending.kwargs.size());
    for (const auto& [k, v] : pending.kwargs) { w.str(k); w.num(v.bits()); }
    w.num(pending.call_id);
    w.num(fields.call_counter);
    w.num(fields.instructions);
    const vm::Limits& l = SnapshotAccess::limits(vm);
    w.num(l.max_instructions); w.num(l.max_duration_ms); w.num(l.max_memory_bytes); w.num(l.max_allocations);
    w.num(l.max_recursion_depth); w.num(l.max_output_bytes);
    w.str(fields.limit_exceeded);
    w.num(fields.duration_used_ms);
    w.num(fields.output_total);
    w.num(fields.host_ret_slot);
    w.num(uint8_t(fields.resume_with_error));
    w.str(SnapshotAccess::output(vm));
}

Frame load_frame(Reader& r) {
    Frame f;
    f.function = Value::from_bits(r.num<uint64_t>());
    f.program = r.num<uint32_t>(); f.code = r.num<uint32_t>(); f.pc = r.num<uint32_t>();
    f.base = r.num<uint32_t>(); f.sp = r.num<uint32_t>();
    f.globals = Value::from_bits(r.num<uint64_t>());
    f.locals_dict = Value::from_bits(r.num<uint64_t>());
    f.generator = Value::from_bits(r.num<uint64_t>());
    f.ret_slot = r.num<uint32_t>();
    f.on_return = r.num<uint8_t>();
    return f;
}

std::vector<Value> load_values(Reader& r, const char* what) {
    uint64_t n = r.count(8, what);
    std::vector<Value> out;
    out.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) out.push_back(Value::from_bits(r.num<uint64_t>()));
    return out;
}

void load_execution(Reader& r, vm::Vm& vm, LoadedState& st) {
    uint64_t nprograms = r.count(16, "programs");
    if (nprograms > 1'000'000) throw DecodeError{"snapshot is corrupt: too many programs"};
    for (uint64_t i = 0; i < nprograms; ++i) {
        auto p = std::make_shared<vm::Program>(load_program(r));
        if (auto e = verify_program(*p, &st.facts.emplace_back())) throw DecodeError{"snapshot holds an invalid program: " + *e};
        vm.add_program(std::move(p));
    }
    load_heap(r, vm.heap);
    uint64_t ninterned = r.count(16, "interned strings");
    auto& table = SnapshotAccess::intern_table(vm);
    for (uint64_t i = 0; i < ninterned; ++i) {
        std::string s = r.str("interned string");
        Value v = Value::from_bits(r.num<uint64_t>());
        st.interned.emplace_back(s, v);
        if (!table.emplace(std::move(s), v).second) throw DecodeError{"snapshot is corrupt: duplicate interned string"};
    }
    auto& consts = SnapshotAccess::constants(vm);
    if (r.count(8, "constant tables") != consts.size()) throw DecodeError{"snapshot is corrupt: constant tables do not match the programs"};
    for (auto& per_program : consts) {
        if (r.count(8, "constant tables") != per_program.size())
            throw DecodeError{"snapshot is corrupt: constant tables do not match the programs"};
        for (auto& per_code : per_program) per_code = load_values(r, "constants");
    }
    uint64_t nframes = r.count(40, "frames");
    auto& frames = SnapshotAccess::frames(vm);
    for (uint64_t i = 0; i < nframes; ++i) frames.push_back(load_frame(r));
    SnapshotAccess::stack(vm) = load_values(r, "value stack");
    auto fields = SnapshotAccess::fields(vm);
    for (Value* v : {&fields.module_globals, &fields.result, &fields.exception, &fields.handled, &fields.last_return})
        *v = Value::from_bits(r.num<uint64_t>());
    vm.host_roots() = load_values(r, "host roots");
    auto& pending = vm.pending_call();
    uint8_t active = r.num<uint8_t>();
    if (active > 1) throw DecodeError{"snapshot is corrupt: bad pending-call flag"};
    pending.active = active == 1;
    pending.function = r.str("host function name");
    pending.args = load_values(r, "host call arguments");
    uint64_t nkw = r.count(16, "host call keywords");
    for (uint64_t i = 0; i < nkw; ++i) {
        std::string k = r.str("keyword");
        pending.kwargs.emplace_back(std::move(k), Value::from_bits(r.num<uint64_t>()));
    }
    pending.call_id = r.num<uint64_t>();
    fields.call_counter = r.num<uint64_t>();
    fields.instructions = r.num<uint64_t>();
    vm::Limits& l = vm.limits();
    l.max_instructions = r.num<uint64_t>(); l.max_duration_ms = r.num<uint64_t>();
    l.max_memory_bytes = r.num<uint64_t>(); l.max_allocations = r.num<uint64_t>();
    l.max_recursion_depth = r.num<uint32_t>(); l.max_output_bytes = r.num<uint64_t>();
    fields.limit_exceeded = r.str("limit name");
    fields.duration_used_ms = r.num<int64_t>();
    fields.output_total = r.num<uint64_t>();
    fields.host_ret_slot = r.num<uint32_t>();
    uint8_t rwe = r.num<uint8_t>();
    if (rwe > 1) throw DecodeError{"snapshot is corrupt: bad resume flag"};
    fields.resume_with_error = rwe == 1;
    vm.output() = r.str("output");
}

}  // namespace

std::string dump_execution(const vm::Vm& vm) {
    std::ostringstream out;
    {
        boost::archive::binary_oarchive ar(out, kArchiveFlags);
        Writer w(ar);
        save_execution(w, vm);
    }
    return wrap_envelope(SnapshotKind::Execution, out.str());
}

std::variant<std::unique_ptr<vm::Vm>, CheckpointError> restore_execution(std::string_view bytes) {
    auto opened = open_envelope(bytes, SnapshotKind::Execution);
    if (auto* e = std::get_if<EnvelopeError>(&opened)) return CheckpointError{e->message};
    std::string_view payload = std::get<std::string_view>(opened);
    try {
        auto vm = std::make_unique<vm::Vm>();
        LoadedState st;
        {
            ViewBuf buf(payload);
            boost::archive::binary_iarchive ar(buf, kArchiveFlags);
            Reader r(ar, buf);
            load_execution(r, *vm, st);
            if (r.remaining() != 0) return CheckpointError{"snapshot is corrupt: trailing bytes in the payload"};
        }
        if (auto e = validate_execution(*vm, st)) return CheckpointError{"snapshot is invalid: " + *e};
        return vm;
    } catch (const DecodeError& e) {
        return CheckpointError{e.message};
    } catch (const boost::archive::archive_exception& e) {
        return CheckpointError{std::string("snapshot is corrupt: ") + e.what()};
    } catch (const std::bad_alloc&) {
        return CheckpointError{"snapshot is corrupt: out of memory while decoding"};
    } catch (const std::exception& e) {
        return CheckpointError{std::string("snapshot is corrupt: ") + e.what()};
    }
}

}  // namespace basilisk::checkpoint
