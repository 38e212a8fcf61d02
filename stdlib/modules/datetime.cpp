// datetime's source is two Python files (the types, then strftime/strptime); the module runs
// them as one, joined once per process.
#include <string>

#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view datetime_source() {
    static const std::string joined = std::string(datetime_core_source()) + std::string(datetime_format_source());
    return joined;
}

}  // namespace basilisk::stdlib
