#pragma once
// The checkpoint module's window into Vm and Heap internals (both declare it a friend).
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "vm/vm.h"

namespace basilisk::vm {

struct SnapshotAccess {
    // ---- Vm ---------------------------------------------------------------------------------
    static const auto& programs(const Vm& vm) { return vm.m_programs; }
    static auto& programs(Vm& vm) { return vm.m_programs; }
    static const auto& constants(const Vm& vm) { return vm.m_constants; }
    static auto& constants(Vm& vm) { return vm.m_constants; }
    static const FrameStack& frames(const Vm& vm) { return vm.m_frames; }
    static FrameStack& frames(Vm& vm) { return vm.m_frames; }
    static const ValueStack& stack(const Vm& vm) { return vm.m_stack; }
    static ValueStack& stack(Vm& vm) { return vm.m_stack; }
    static const auto& intern_table(const Vm& vm) { return vm.m_intern_table; }
    static auto& intern_table(Vm& vm) { return vm.m_intern_table; }
    static const std::vector<Value>& host_roots(const Vm& vm) { return vm.m_host_roots; }
    static const Vm::Pending& pending(const Vm& vm) { return vm.m_pending_call; }
    static const Limits& limits(const Vm& vm) { return vm.m_limits; }
    static const std::string& output(const Vm& vm) { return vm.m_output; }
    static uint32_t native_depth(const Vm& vm) { return vm.m_native_depth; }
    // The imported modules (a dict name -> module, or None before the first import).
    static Value& modules(Vm& vm) { return vm.m_modules; }
    static Value modules(const Vm& vm) { return vm.m_modules; }
    // The collector's roots (frames, stack, globals, pending state, caches).
    static void trace_roots(const Vm& vm, Tracer& t) { vm.trace_roots(t); }

    // Scalars and single values, by reference so one template serves reading and writing.
    template <class V>
    struct Fields {
        Value& module_globals; Value& result; Value& exception; Value& handled; Value& last_return;
        uint64_t& call_counter; uint64_t& instructions; int64_t& duration_used_ms; uint64_t& output_total;
        uint32_t& host_ret_slot; bool& resume_with_error; std::string& limit_exceeded;
    };
    static Fields<Vm> fields(Vm& vm) {
        return {vm.m_module_globals, vm.m_result, vm.m_exception, vm.m_handled, vm.m_last_return,
                vm.m_call_counter, vm.m_instructions, vm.m_duration_used_ms, vm.m_output_total,
                vm.m_host_ret_slot, vm.m_resume_with_error, vm.m_limit_exceeded};
    }
    static Fields<Vm> fields(const Vm& vm) { return fields(const_cast<Vm&>(vm)); }   // read only

    // ---- Heap -------------------------------------------------------------------------------
    // Owning pointers; null for a free slot.
    static const auto& slots(const Heap& h) { return h.m_slots; }
    static const std::vector<ObjRef>& free_list(const Heap& h) { return h.m_free; }
    struct HeapCounters {
        uint64_t total_allocations, allocations_since_gc, next_gc, approx_bytes;
    };
    static HeapCounters counters(const Heap& h) {
        return {h.m_total_allocations, h.m_allocations_since_gc, h.m_next_gc, uint64_t(h.m_approx_bytes)};
    }
    // Rebuilding the arena slot by slot (Heap::begin_restore and the rest), then its counters.
    static void begin_restore(Heap& h, size_t slot_count) { h.begin_restore(slot_count); }
    static void restore_free_slot(Heap& h) { h.restore_free_slot(); }
    static void end_restore(Heap& h, std::vector<ObjRef> free_list, const HeapCounters& c) {
        h.end_restore(std::move(free_list));
        h.m_total_allocations = c.total_allocations;
        h.m_allocations_since_gc = c.allocations_since_gc;
        h.m_next_gc = c.next_gc;
        h.m_approx_bytes = size_t(c.approx_bytes);
    }
};

}  // namespace basilisk::vm
