#pragma once
// Replacement templates of sub()/subn()/expand(): CPython 3.11's sre_parse.parse_template,
// with its errors (re.error with the template as `pattern`, IndexError for an unknown group
// name).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "stdlib/modules/re/translate.h"

namespace basilisk::stdlib::re {

struct TemplatePiece {
    std::string literal;   // used when group < 0 (UTF-8 for str templates, raw for bytes)
    int64_t group = -1;
};

struct TemplateError {
    TranslateError error;
    bool index_error = false;   // "unknown group name 'x'" is an IndexError in CPython
};

// `groups` and `names` come from the pattern. False with `err` set on a bad template.
bool parse_template(std::string_view source, bool is_bytes, uint32_t groups,
                    const std::vector<std::pair<std::string, uint32_t>>& names, std::vector<TemplatePiece>& out,
                    TemplateError& err);

}  // namespace basilisk::stdlib::re
