#include "interp/syntax_report.h"

#include <algorithm>

#include <fmt/format.h>

namespace basilisk::interp {

// CPython's report for a SyntaxError: location, the source line, a caret under the offending
// span, then "SyntaxError: message".
std::string format_syntax_error(const compiler::SyntaxErrorInfo& e, std::string_view filename) {
    std::string out = fmt::format("  File \"{}\", line {}\n", e.filename.empty() ? std::string(filename) : e.filename, e.line);
    if (!e.text.empty()) {
        std::string text = e.text;
        size_t lead = text.find_first_not_of(" \t\f");
        if (lead == std::string::npos) lead = text.size();
        std::string shown = text.substr(lead);
        while (!shown.empty() && (shown.back() == ' ' || shown.back() == '\n' || shown.back() == '\r')) shown.pop_back();
        out += "    " + shown + "\n";
        if (e.col > 0) {
            // Offsets count characters; the caret line lines up under the stripped text.
            int col = e.col - 1 - int(lead);
            if (col < 0) col = 0;
            int width = 1;
            if (e.end_line == e.line && e.end_col > e.col) width = e.end_col - e.col;
            int shown_len = 0;
            for (unsigned char c : shown) if ((c & 0xC0) != 0x80) ++shown_len;
            // A span that goes on to later lines is underlined to the end of this one (CPython's
            // report of an error at a compound statement, e.g. "too many statically nested blocks").
            if (e.end_line > e.line && e.col > 0) width = std::max(1, shown_len - col);
            if (col > shown_len) col = shown_len;
            if (col + width > shown_len + 1) width = std::max(1, shown_len + 1 - col);
            out += "    " + std::string(size_t(col), ' ') + std::string(size_t(width), '^') + "\n";
        }
    }
    out += e.type + ": " + e.message + "\n";
    return out;
}

}  // namespace basilisk::interp
