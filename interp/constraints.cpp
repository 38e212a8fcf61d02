#include "interp/constraints.h"

#include <fmt/format.h>

#include "interp/limits_convert.h"
#include "vm/vm.h"

namespace basilisk {

namespace {

constexpr FeatureInfo kFeatures[] = {
    {Feature::Import, "imports", "import statements"},
    {Feature::FunctionDef, "function_definitions", "function definitions (def)"},
    {Feature::Lambda, "lambdas", "lambda expressions"},
    {Feature::ClassDef, "classes", "class definitions"},
    {Feature::ForLoop, "for_loops", "for loops"},
    {Feature::WhileLoop, "while_loops", "while loops"},
    {Feature::BreakContinue, "break_continue", "break and continue"},
    {Feature::StringMethods, "string_methods", "string methods (s.upper(), ', '.join(...); any method named like one of str's)"},
    {Feature::Comprehension, "comprehensions", "list, set and dict comprehensions"},
    {Feature::GeneratorExpression, "generator_expressions", "generator expressions"},
    {Feature::Generator, "generators", "generators (yield, yield from)"},
    {Feature::Async, "async", "async def, await, async for, async with and asyncio"},
    {Feature::TupleUnpacking, "tuple_unpacking", "tuple unpacking in assignments and for targets"},
    {Feature::Subscript, "indexing_slicing", "indexing and slicing (x[i], x[a:b])"},
    {Feature::Try, "try_except", "try/except/finally"},
    {Feature::Raise, "raise", "raise statements"},
    {Feature::With, "with", "with statements"},
    {Feature::Global, "global", "global declarations"},
    {Feature::Nonlocal, "nonlocal", "nonlocal declarations"},
    {Feature::Assert, "assert", "assert statements"},
    {Feature::Delete, "del", "del statements"},
};

struct LimitField {
    const char* key;
    uint64_t ExecutionLimits::*field64;
    const char* prompt;   // fmt pattern for the prompt
};

constexpr LimitField kLimitFields[] = {
    {"max_instructions", &ExecutionLimits::max_instructions, "at most {} bytecode instructions"},
    {"max_duration_ms", &ExecutionLimits::max_duration_ms, "at most {} ms of running time"},
    {"max_memory_bytes", &ExecutionLimits::max_memory_bytes, "at most {} bytes of memory"},
    {"max_allocations", &ExecutionLimits::max_allocations, "at most {} object allocations"},
    {"max_recursion_depth", nullptr, "call depth at most {} (deeper raises RecursionError)"},
    {"max_output_bytes", &ExecutionLimits::max_output_bytes, "at most {} bytes of printed output"},
    {"max_host_calls", &ExecutionLimits::max_host_calls, "at most {} calls of host functions"},
};

uint64_t limit_value(const ExecutionLimits& l, const LimitField& f) {
    return f.field64 ? l.*f.field64 : uint64_t(l.max_recursion_depth);
}

}  // namespace

std::span<const FeatureInfo> feature_table() { return kFeatures; }

const FeatureInfo& feature_info(Feature feature) {
    for (const FeatureInfo& f : kFeatures) if (f.feature == feature) return f;
    return kFeatures[0];   // unreachable: every Feature is in the table (tested)
}

std::optional<Feature> feature_by_key(std::string_view key) {
    for (const FeatureInfo& f : kFeatures) if (f.key == key) return f.feature;
    return std::nullopt;
}

Json ExecutionLimits::to_json() const {
    Json out = Json::object();
    for (const LimitField& f : kLimitFields) {
        uint64_t v = limit_value(*this, f);
        if (v) out[f.key] = v;
    }
    return out;
}

ExecutionLimits ExecutionLimits::from_json(const Json& j, ExecutionLimits base) {
    if (!j.is_object()) throw std::invalid_argument("\"limits\" must be an object");
    for (auto it = j.begin(); it != j.end(); ++it) {
        const LimitField* field = nullptr;
        for (const LimitField& f : kLimitFields) if (it.key() == f.key) field = &f;
        if (!field) throw std::invalid_argument("unknown limit \"" + it.key() + "\"");
        if (!it.value().is_number_unsigned() && !(it.value().is_number_integer() && it.value().get<int64_t>() >= 0))
            throw std::invalid_argument("limit \"" + it.key() + "\" must be a non-negative integer");
        uint64_t v = it.value().get<uint64_t>();
        if (field->field64) base.*(field->field64) = v;
        else base.max_recursion_depth = uint32_t(std::min<uint64_t>(v, UINT32_MAX));
    }
    return base;
}

ExecutionLimits ExecutionLimits::command_line_defaults() {
    ExecutionLimits l;
    l.max_instructions = 100'000'000;        // about a third of a second of bytecode
    l.max_duration_ms = 10'000;              // a backstop for slow single operations
    l.max_memory_bytes = uint64_t(256) << 20;   // filling it takes about half a second
    l.max_output_bytes = uint64_t(16) << 20;     // print(*range(10**7)) stops in under half a second
    return l;
}

// The public enum mirrors the compiler's member for member.
#define BASILISK_SAME_FEATURE(name) static_assert(int(Feature::name) == int(compiler::Feature::name))
BASILISK_SAME_FEATURE(FunctionDef); BASILISK_SAME_FEATURE(Lambda); BASILISK_SAME_FEATURE(ClassDef);
BASILISK_SAME_FEATURE(WhileLoop); BASILISK_SAME_FEATURE(ForLoop); BASILISK_SAME_FEATURE(Comprehension);
BASILISK_SAME_FEATURE(GeneratorExpression); BASILISK_SAME_FEATURE(Generator); BASILISK_SAME_FEATURE(Try);
BASILISK_SAME_FEATURE(Raise); BASILISK_SAME_FEATURE(With); BASILISK_SAME_FEATURE(Import);
BASILISK_SAME_FEATURE(Global); BASILISK_SAME_FEATURE(Nonlocal); BASILISK_SAME_FEATURE(Assert);
BASILISK_SAME_FEATURE(Delete); BASILISK_SAME_FEATURE(TupleUnpacking); BASILISK_SAME_FEATURE(Subscript);
BASILISK_SAME_FEATURE(BreakContinue); BASILISK_SAME_FEATURE(StringMethods); BASILISK_SAME_FEATURE(Async);
#undef BASILISK_SAME_FEATURE

vm::Limits to_vm_limits(const ExecutionLimits& limits) {
    vm::Limits out;
    out.max_instructions = limits.max_instructions;
    out.max_duration_ms = limits.max_duration_ms;
    out.max_memory_bytes = limits.max_memory_bytes;
    out.max_allocations = limits.max_allocations;
    out.max_recursion_depth = limits.max_recursion_depth;
    out.max_output_bytes = limits.max_output_bytes;
    out.max_host_calls = limits.max_host_calls;
    return out;
}

compiler::CompileLimits to_compile_limits(const ExecutionLimits& limits) {
    compiler::CompileLimits out;
    // Beyond a year is no limit (and keeps the sum below from overflowing).
    constexpr uint64_t kYearMs = 365ull * 24 * 3600 * 1000;
    if (limits.max_duration_ms && limits.max_duration_ms < kYearMs)
        out.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(limits.max_duration_ms);
    out.max_memory_bytes = limits.max_memory_bytes;
    return out;
}

bool ExecutionLimits::set_from_text(std::string_view assignment) {
    size_t eq = assignment.find('=');
    if (eq == std::string_view::npos || eq + 1 == assignment.size()) return false;
    std::string_view digits = assignment.substr(eq + 1);
    uint64_t v = 0;
    for (char c : digits) {
        if (c < '0' || c > '9' || v > (UINT64_MAX - 9) / 10) return false;
        v = v * 10 + uint64_t(c - '0');
    }
    try {
        *this = from_json(Json{{std::string(assignment.substr(0, eq)), v}}, *this);
    } catch (const std::invalid_argument&) {
        return false;
    }
    return true;
}

std::string CodeConstraints::prompt() const {
    std::string out;
    std::vector<const FeatureState*> off;
    for (const FeatureState& f : features) if (!f.enabled) off.push_back(&f);
    if (off.empty()) {
        out += "Full Python syntax is supported (functions, lambdas, classes, loops, comprehensions, "
               "generators, try/except, with, tuple unpacking, indexing and slicing, f-strings).\n";
    } else {
        out += "Python syntax is supported, with these restrictions (the code is rejected with a "
               "SyntaxError if it uses them):\n";
        for (const FeatureState* f : off) out += fmt::format("- no {}\n", f->summary);
    }
    if (modules.empty()) {
        out += "No modules can be imported; use the built-in functions and types.\n";
    } else {
        out += "Modules that can be imported: ";
        for (size_t i = 0; i < modules.size(); ++i) out += (i ? ", " : "") + modules[i];
        out += ".\n";
    }
    out += "There is no access to files, network, environment or clock: call the provided functions "
           "as ordinary Python functions instead.\n";
    out += "The value of the last expression is the result; print() output is also returned.\n";
    std::vector<std::string> limit_lines;
    for (const LimitField& f : kLimitFields) {
        uint64_t v = limit_value(limits, f);
        if (v) limit_lines.push_back(fmt::format(fmt::runtime(f.prompt), v));
    }
    if (!limit_lines.empty()) {
        out += "Limits:";
        for (size_t i = 0; i < limit_lines.size(); ++i) out += (i ? "; " : " ") + limit_lines[i];
        out += ".\n";
    }
    if (!additional_instructions.empty()) {
        out += additional_instructions;
        if (out.back() != '\n') out += '\n';
    }
    return out;
}

Json CodeConstraints::to_json() const {
    Json feats = Json::object();
    for (const FeatureState& f : features) feats[f.key] = f.enabled;
    Json out;
    out["features"] = feats;
    out["modules"] = modules;
    out["limits"] = limits.to_json();
    out["additional_instructions"] = additional_instructions;
    return out;
}

}  // namespace basilisk
