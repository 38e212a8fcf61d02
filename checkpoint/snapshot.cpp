// Executions as bytes: the programs, the heap arena slot by slot, then the VM's frames, stacks
// and counters. Restoring decodes everything into a fresh Vm first (values as raw bits, nothing
// dereferenced), then validates every value, object and frame before handing the Vm out.
#include "checkpoint/snapshot.h"

#include <algorithm>

#include <fmt/format.h>

#include "checkpoint/build_fingerprint.h"
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
    w.value(f.function);
    w.num(f.program); w.num(f.code); w.num(f.pc); w.num(f.base); w.num(f.sp);
    w.value(f.globals); w.value(f.locals_dict); w.value(f.generator);
    w.num(f.ret_slot); w.num(f.on_return);
}

void save_values(Writer& w, const std::vector<Value>& values) { w.values(values); }

// A program's record: self-contained (a Reader over these bytes alone decodes it), so restore
// can look it up in a ProgramCache before decoding anything.
std::string encode_program(const vm::Program& program) {
    std::string out;
    {
        Writer w(out);
        save_program(w, program);
    }
    return out;
}

void save_programs(Writer& w, const vm::Vm& vm, ProgramCache* cache) {
    const auto& programs = SnapshotAccess::programs(vm);
    w.count(programs.size());
    for (const auto& p : programs) {
        if (cache) {
            if (auto hit = cache->find_program(p.get())) {
                w.str(hit->encoded);
                continue;
            }
        }
        std::string encoded = encode_program(*p);
        w.str(encoded);
        if (!cache) continue;
        // Verified now, once, so that restoring this snapshot finds the program ready.
        auto entry = std::make_shared<VerifiedProgram>();
        if (verify_program(*p, &entry->facts)) continue;
        entry->encoded = std::move(encoded);
        entry->program = p;
        cache->insert(std::move(entry));
    }
}

// Version 2 wrote programs inline, without their length.
void load_programs_v2(Reader& r, vm::Vm& vm, LoadedState& st) {
    uint64_t nprograms = r.count(16, "programs");
    for (uint64_t i = 0; i < nprograms; ++i) {
        auto entry = std::make_shared<VerifiedProgram>();
        auto program = std::make_shared<vm::Program>(load_program(r));
        if (auto e = verify_program(*program, &entry->facts)) throw DecodeError{"snapshot holds an invalid program: " + *e};
        entry->program = std::move(program);
        vm.add_program(entry->program);
        st.facts.push_back(&entry->facts);
        st.programs.push_back(std::move(entry));
    }
}

void load_programs(Reader& r, vm::Vm& vm, LoadedState& st, ProgramCache* cache, uint32_t version) {
    if (version == 2) return load_programs_v2(r, vm, st);
    uint64_t nprograms = r.count(17, "programs");
    for (uint64_t i = 0; i < nprograms; ++i) {
        std::string_view encoded = r.view("program");
        VerifiedProgramRef entry = cache ? cache->find_encoded(encoded) : nullptr;
        if (!entry) {
            auto fresh = std::make_shared<VerifiedProgram>();
            Reader pr(encoded);
            auto program = std::make_shared<vm::Program>(load_program(pr));
            if (pr.remaining() != 0) throw DecodeError{"snapshot is corrupt: trailing bytes after a program"};
            if (auto e = verify_program(*program, &fresh->facts))
                throw DecodeError{"snapshot holds an invalid program: " + *e};
            fresh->program = std::move(program);
            if (cache) {
                fresh->encoded = std::string(encoded);
                cache->insert(fresh);
            }
            entry = std::move(fresh);
        }
        vm.add_program(entry->program);
        st.facts.push_back(&entry->facts);
        st.programs.push_back(std::move(entry));
    }
}

void save_execution(Writer& w, const vm::Vm& vm, ProgramCache* cache) {
    save_programs(w, vm, cache);
    // Heap: what the collector keeps, plus whatever else is written below (the live part of
    // the value stack may reach above the top frame's sp, which is all the collector scans).
    const auto& frames = SnapshotAccess::frames(vm);
    auto fields = SnapshotAccess::fields(vm);
    const auto& stack = SnapshotAccess::stack(vm);
    size_t top = 0;
    for (const Frame& f : frames) top = std::max<size_t>(top, f.sp);
    if (SnapshotAccess::pending(vm).active) top = std::max<size_t>(top, size_t(fields.host_ret_slot) + 1);
    top = std::min(top, stack.size());
    {
        std::vector<Value> extra(stack.begin(), stack.begin() + ptrdiff_t(top));
        for (Value v : {fields.module_globals, fields.result, fields.exception, fields.handled, fields.last_return})
            extra.push_back(v);
        save_heap(w, vm, extra);
    }
    // Interned strings: their heap objects (which hold the text), sorted so the bytes do not
    // depend on hash-map order.
    const auto& table = SnapshotAccess::intern_table(vm);
    std::vector<uint64_t> interned;
    interned.reserve(table.size());
    for (const auto& kv : table) interned.push_back(kv.second.bits());
    std::sort(interned.begin(), interned.end());
    w.count(interned.size());
    for (uint64_t bits : interned) w.value(Value::from_bits(bits));
    // Constants cache.
    const auto& consts = SnapshotAccess::constants(vm);
    w.count(consts.size());
    for (const auto& per_program : consts) {
        w.count(per_program.size());
        for (const auto& per_code : per_program) save_values(w, per_code);
    }
    // Frames and the live part of the value stack.
    w.count(frames.size());
    for (const Frame& f : frames) save_frame(w, f);
    w.count(top);
    for (size_t i = 0; i < top; ++i) w.value(stack[i]);
    // Single values and counters.
    for (Value v : {fields.module_globals, fields.result, fields.exception, fields.handled, fields.last_return})
        w.value(v);
    save_values(w, SnapshotAccess::host_roots(vm));
    const auto& pending = SnapshotAccess::pending(vm);
    // 2: paused at an async call awaited at once (Vm::Pending::awaited).
    w.num(uint8_t(pending.active ? (pending.awaited ? 2 : 1) : 0));
    w.str(pending.function);
    save_values(w, pending.args);
    w.count(pending.kwargs.size());
    for (const auto& [k, v] : pending.kwargs) { w.str(k); w.value(v); }
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
    w.value(SnapshotAccess::modules(vm));
    w.num(l.max_host_calls);
    w.num(uint8_t(vm.world.has_clock));
    w.num(vm.world.now_us);
    w.num(vm.world.seed);
    w.raw64(build_fingerprint());
}

Frame load_frame(Reader& r) {
    Frame f;
    f.function = r.value();
    f.program = r.num<uint32_t>(); f.code = r.num<uint32_t>(); f.pc = r.num<uint32_t>();
    f.base = r.num<uint32_t>(); f.sp = r.num<uint32_t>();
    f.globals = r.value();
    f.locals_dict = r.value();
    f.generator = r.value();
    f.ret_slot = r.num<uint32_t>();
    f.on_return = r.num<uint8_t>();
    return f;
}

std::vector<Value> load_values(Reader& r, const char* what) { return r.values(what); }

void load_execution(Reader& r, vm::Vm& vm, LoadedState& st, ProgramCache* cache, uint32_t version) {
    load_programs(r, vm, st, cache, version);
    load_heap(r, vm.heap);
    uint64_t ninterned = r.count(1, "interned strings");
    auto& table = SnapshotAccess::intern_table(vm);
    table.reserve(size_t(ninterned));
    for (uint64_t i = 0; i < ninterned; ++i) {
        Value v = r.value();
        if (!v.is_object() || !vm.heap.valid(v.as_object()) || vm.heap.get(v.as_object()).kind != vm::ObjKind::Str)
            throw DecodeError{"snapshot is corrupt: interned string is not a str"};
        if (!table.emplace(vm.heap.as<vm::StrObject>(v.as_object()).text(), v).second)
            throw DecodeError{"snapshot is corrupt: duplicate interned string"};
    }
    auto& consts = SnapshotAccess::constants(vm);
    if (r.count(1, "constant tables") != consts.size()) throw DecodeError{"snapshot is corrupt: constant tables do not match the programs"};
    for (auto& per_program : consts) {
        if (r.count(1, "constant tables") != per_program.size())
            throw DecodeError{"snapshot is corrupt: constant tables do not match the programs"};
        for (auto& per_code : per_program) per_code = load_values(r, "constants");
    }
    uint64_t nframes = r.count(11, "frames");
    auto& frames = SnapshotAccess::frames(vm);
    for (uint64_t i = 0; i < nframes; ++i) frames.push_back(load_frame(r));
    {
        std::vector<Value> stack = load_values(r, "value stack");
        SnapshotAccess::stack(vm).assign(stack.begin(), stack.end());
    }
    auto fields = SnapshotAccess::fields(vm);
    for (Value* v : {&fields.module_globals, &fields.result, &fields.exception, &fields.handled, &fields.last_return})
        *v = r.value();
    vm.host_roots() = load_values(r, "host roots");
    auto& pending = vm.pending_call();
    uint8_t active = r.num<uint8_t>();
    if (active > 2) throw DecodeError{"snapshot is corrupt: bad pending-call flag"};
    pending.active = active != 0;
    pending.awaited = active == 2;
    pending.function = r.str("host function name");
    pending.args = load_values(r, "host call arguments");
    uint64_t nkw = r.count(2, "host call keywords");
    for (uint64_t i = 0; i < nkw; ++i) {
        std::string k = r.str("keyword");
        pending.kwargs.emplace_back(std::move(k), r.value());
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
    // Before version 4 no execution could import anything.
    if (version >= 4) SnapshotAccess::modules(vm) = r.value();
    l.max_host_calls = version >= 4 ? r.num<uint64_t>() : 0;
    // Before version 5 no execution could read a clock or a seed.
    if (version >= 5) {
        uint8_t has_clock = r.num<uint8_t>();
        if (has_clock > 1) throw DecodeError{"snapshot is corrupt: bad clock flag"};
        vm.world.has_clock = has_clock == 1;
        vm.world.now_us = r.num<int64_t>();
        vm.world.seed = r.num<uint64_t>();
    }
    if (version >= 6) check_build_fingerprint(r);
}

}  // namespace

std::string dump_execution(const vm::Vm& vm, ProgramCache* cache) {
    vm.drop_derived_caches();
    std::string body;
    {
        Writer w(body);
        w.expect(512 + 24 * vm.heap.slot_count());
        save_execution(w, vm, cache);
    }
    std::string out;
    out.reserve(kHeaderSize + 8 + body.size());
    out.resize(kHeaderSize);
    if (cache) {
        std::unique_ptr<ArchiveWriter> writer = cache->borrow_writer();
        writer->write(out, body);
        cache->give_back(std::move(writer));
    } else {
        write_archive(out, body);
    }
    seal_envelope(out, SnapshotKind::Execution);
    return out;
}

std::variant<std::unique_ptr<vm::Vm>, CheckpointError> restore_execution(std::string_view bytes, ProgramCache* cache) {
    uint32_t version = 0;
    auto opened = open_envelope(bytes, SnapshotKind::Execution, &version);
    if (auto* e = std::get_if<EnvelopeError>(&opened)) return CheckpointError{e->message};
    std::string_view payload = std::get<std::string_view>(opened);
    try {
        auto vm = std::make_unique<vm::Vm>();
        LoadedState st;
        {
            Reader r(read_archive(payload));
            r.version = version;
            load_execution(r, *vm, st, cache, version);
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
