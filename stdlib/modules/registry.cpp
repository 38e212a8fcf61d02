// The table of built-in modules: what `import NAME` finds. Adding a module is one line here
// plus its file. Order is the order the constraints prompt lists them in.
#include "stdlib/modules/registry.h"

#include <array>
#include <mutex>
#ifdef BASILISK_DEV_MODULE_OVERRIDE
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#endif

#include "compiler/compile.h"

namespace basilisk {

namespace {

using vm::ModuleDef;

#ifdef BASILISK_DEV_MODULE_OVERRIDE
// Development builds only (see CMakeLists.txt): DIR/NAME.py stands in for the frozen source.
std::optional<std::string> dev_module_override(std::string_view name) {
    const char* dir = std::getenv("BASILISK_DEV_MODULES");
    if (!dir || !*dir) return std::nullopt;
    std::ifstream in(std::string(dir) + "/" + std::string(name) + ".py", std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}
#endif

constexpr ModuleDef kModules[] = {
    {.name = "asyncio", .register_natives = stdlib::asyncio_natives, .fill = stdlib::asyncio_fill,
     .source = stdlib::asyncio_source},
    {.name = "math", .register_natives = stdlib::register_math_natives},
    {.name = "keyword", .source = stdlib::keyword_source},
    {.name = "json", .register_natives = stdlib::json_natives, .source = stdlib::json_source},
    {.name = "binascii", .register_natives = stdlib::binascii_natives, .source = stdlib::binascii_source},
    {.name = "base64", .source = stdlib::base64_source},
    {.name = "re", .register_natives = stdlib::re::register_pattern_natives, .source = stdlib::re_source},
    {.name = "collections", .register_natives = stdlib::collections_natives, .source = stdlib::collections_source},
    {.name = "collections.abc", .source = stdlib::collections_abc_source},
    {.name = "itertools", .source = stdlib::itertools_source},
    {.name = "functools", .source = stdlib::functools_source},
    {.name = "operator", .source = stdlib::operator_source},
    {.name = "heapq", .source = stdlib::heapq_source},
    {.name = "bisect", .source = stdlib::bisect_source},
    {.name = "copy", .source = stdlib::copy_source},
    {.name = "dataclasses", .register_natives = stdlib::dataclasses_natives, .source = stdlib::dataclasses_source},
    {.name = "datetime", .source = stdlib::datetime_source, .qualified_type_names = true},
    {.name = "time", .register_natives = stdlib::time_natives, .source = stdlib::time_source,
     .qualified_type_names = true},
    {.name = "random", .register_natives = stdlib::random_natives, .source = stdlib::random_source},
    {.name = "enum", .source = stdlib::enum_source},
    {.name = "abc", .source = stdlib::abc_source},
    {.name = "contextlib", .register_natives = stdlib::contextlib_natives, .source = stdlib::contextlib_source},
    {.name = "sys", .source = stdlib::sys_source},
    {.name = "__future__", .source = stdlib::future_source},
    {.name = "typing", .register_natives = stdlib::typing_natives, .source = stdlib::typing_source},
    {.name = "uuid", .register_natives = stdlib::uuid_natives, .source = stdlib::uuid_source},
    {.name = "string", .source = stdlib::string_source},
    {.name = "textwrap", .source = stdlib::textwrap_source},
    {.name = "fractions", .source = stdlib::fractions_source},
    {.name = "statistics", .register_natives = stdlib::statistics_natives, .source = stdlib::statistics_source},
    {.name = "hashlib", .register_natives = stdlib::hashlib_natives, .source = stdlib::hashlib_source},
    {.name = "io", .source = stdlib::io_source},
    {.name = "traceback", .register_natives = stdlib::traceback_natives, .source = stdlib::traceback_source},
    {.name = "csv", .source = stdlib::csv_source},
    {.name = "pprint", .source = stdlib::pprint_source},
    {.name = "hmac", .source = stdlib::hmac_source},
    {.name = "calendar", .source = stdlib::calendar_source},
    {.name = "types", .register_natives = stdlib::types_natives, .source = stdlib::types_source,
     .qualified_type_names = true},
};

}  // namespace

std::span<const ModuleDef> vm::builtin_modules() { return kModules; }

const ModuleDef* vm::find_builtin_module(std::string_view name) {
    for (const ModuleDef& m : kModules)
        if (m.name == name) return &m;
    return nullptr;
}

// Compiled on first use, once per process: the programs are immutable and shared by every
// execution, like the prelude (each execution adds the program to its own Vm and runs the
// module body in its own namespace, so nothing mutable is shared).
vm::ProgramRef vm::builtin_module_program(const ModuleDef& def) {
    constexpr size_t n = std::size(kModules);
    static std::array<std::once_flag, n> once;
    static std::array<vm::ProgramRef, n> programs;
    size_t i = size_t(&def - kModules);
    if (i >= n || !def.source) return nullptr;
    std::call_once(once[i], [&] {
        compiler::CompileOptions options;
        options.filename = "<frozen " + std::string(def.name) + ">";
#ifdef BASILISK_DEV_MODULE_OVERRIDE
        auto override_text = dev_module_override(def.name);
        auto compiled = compiler::compile_program(override_text ? *override_text : def.source(), options);
#else
        auto compiled = compiler::compile_program(def.source(), options);
#endif
        // A module's source is part of the product: a failure is a build defect (every module is
        // compiled by a unit test); importing it then raises ImportError rather than crashing.
        auto* p = std::get_if<vm::ProgramRef>(&compiled);
        if (!p) return;
        // Generators named aw_* are awaitable as they are (CPython's types.coroutine), as in the
        // prelude: asyncio's sleep(0) awaits one.
        auto program = std::make_shared<vm::Program>(**p);
        for (auto& code : program->codes)
            if (code.name.starts_with("aw_") && (code.flags & vm::kCodeGenerator)) code.flags |= vm::kCodeIterableCoroutine;
        programs[i] = vm::ProgramRef(std::move(program));
    });
    return programs[i];
}

namespace stdlib {

void register_module_natives(vm::NativeRegistry& reg) {
    for (const ModuleDef& m : kModules)
        if (m.register_natives) m.register_natives(reg);
}

}  // namespace stdlib
}  // namespace basilisk
