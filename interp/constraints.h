#pragma once
// The language subset a sandbox allows: ONE table of switchable features (DESIGN.md decision 10)
// drives both the compiler's checks (CodeSandbox hands it to CompileOptions::feature_check) and
// what CodeConstraints tells the model.
#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "interp/feature.h"
#include "interp/values.h"

namespace basilisk {

struct FeatureInfo {
    Feature feature;
    std::string_view key;       // stable name for configuration and JSON: "while_loops"
    std::string_view summary;   // what the model reads: "while loops"
};

// Every switchable feature, in the order the prompt lists them.
std::span<const FeatureInfo> feature_table();
const FeatureInfo& feature_info(Feature feature);
std::optional<Feature> feature_by_key(std::string_view key);

// Resource limits of one execution. 0 means unlimited.
struct ExecutionLimits {
    uint64_t max_instructions = 0;
    uint64_t max_duration_ms = 0;
    uint64_t max_memory_bytes = 0;
    uint64_t max_allocations = 0;
    uint32_t max_recursion_depth = 1000;
    uint64_t max_output_bytes = 0;
    uint64_t max_host_calls = 0;

    Json to_json() const;   // only the limits in force
    // Reads the PROTOCOL.md "limits" object over `base`; throws std::invalid_argument on an
    // unknown key or a value that is not a non-negative integer.
    static ExecutionLimits from_json(const Json& j, ExecutionLimits base);
    // What `basilisk run`, `-c` and `serve` apply unless told otherwise (`--limit KEY=N`, or a
    // request's "limits"): runaway code ends in a limit error within about a second instead of
    // running forever or exhausting the machine. Embedders of the C++ API choose their own.
    static ExecutionLimits command_line_defaults();
    // Applies "KEY=N" (N = 0: no limit) over this; false for an unknown key or a bad number.
    bool set_from_text(std::string_view assignment);
    // (interp/limits_convert.h turns these into the VM's and the compiler's limits.)
};

class CodeConstraints {
public:
    struct FeatureState {
        std::string key, summary;
        bool enabled = true;
    };
    std::vector<FeatureState> features;
    std::vector<std::string> modules;       // importable modules (vm::builtin_modules())
    ExecutionLimits limits;
    std::string additional_instructions;    // free-form text from the host

    // The text for a model's prompt: what is allowed, the modules, the limits.
    std::string prompt() const;
    Json to_json() const;
};

}  // namespace basilisk
