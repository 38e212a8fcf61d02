// Line lookup and the human-readable listing of compiled code (golden tests, debugging).
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "vm/code.h"
#include "vm/opcodes.h"

namespace basilisk::vm {

uint32_t Code::line_at(uint32_t pc) const {
    auto it = std::upper_bound(lines.begin(), lines.end(), pc,
                               [](uint32_t value, const LineEntry& e) { return value < e.pc; });
    if (it == lines.begin()) return first_line;
    return std::prev(it)->line;
}

namespace {

// Python's repr() of a float: shortest round-trip digits, scientific outside [1e-4, 1e16).
std::string float_repr(double d) {
    if (std::isnan(d)) return "nan";
    if (std::isinf(d)) return d < 0 ? "-inf" : "inf";
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
    std::string sci(buf, res.ptr);
    bool negative = sci[0] == '-';
    if (negative) sci.erase(0, 1);
    size_t e = sci.find('e');
    std::string mantissa = sci.substr(0, e);
    int exponent = std::atoi(sci.c_str() + e + 1);
    std::string digits;
    for (char c : mantissa)
        if (c != '.') digits += c;
    std::string out;
    if (exponent >= -4 && exponent < 16) {
        if (exponent < 0) {
            out = "0." + std::string(size_t(-exponent - 1), '0') + digits;
        } else if (size_t(exponent) + 1 >= digits.size()) {
            out = digits + std::string(size_t(exponent) + 1 - digits.size(), '0') + ".0";
        } else {
            out = digits.substr(0, size_t(exponent) + 1) + "." + digits.substr(size_t(exponent) + 1);
        }
    }
    if (out.empty()) {
        out = digits.substr(0, 1);
        if (digits.size() > 1) out += "." + digits.substr(1);
        char exp[16];
        std::snprintf(exp, sizeof exp, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
        out += exp;
    }
    return negative ? "-" + out : out;
}

std::string quote(const std::string& s, const char* prefix) {
    char q = (s.find('\'') != std::string::npos && s.find('"') == std::string::npos) ? '"' : '\'';
    std::string out = prefix;
    out += q;
    for (unsigned char c : s) {
        switch (c) {
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c == static_cast<unsigned char>(q)) {
                out += '\\';
                out += char(c);
            } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && prefix[0] == 'b')) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    out += q;
    return out;
}

std::string constant_repr(const Program& program, const Constant& c) {
    struct Visitor {
        const Program& program;
        std::string operator()(const NoneLiteral&) const { return "None"; }
        std::string operator()(bool b) const { return b ? "True" : "False"; }
        std::string operator()(int64_t i) const { return std::to_string(i); }
        std::string operator()(const BigIntLiteral& b) const { return b.decimal; }
        std::string operator()(double d) const { return float_repr(d); }
        std::string operator()(const std::string& s) const { return quote(s, ""); }
        std::string operator()(const BytesLiteral& b) const { return quote(b.data, "b"); }
        std::string operator()(const EllipsisLiteral&) const { return "Ellipsis"; }
        std::string operator()(const CodeRef& r) const {
            if (r.index < program.codes.size()) return "<code " + program.codes[r.index].qualname + ">";
            return "<code ?>";
        }
        std::string operator()(const std::shared_ptr<const ConstTuple>& t) const {
            std::string out = "(";
            for (size_t i = 0; i < t->items.size(); ++i) {
                if (i) out += ", ";
                out += std::visit(*this, t->items[i]);
            }
            if (t->items.size() == 1) out += ",";
            return out + ")";
        }
    };
    return std::visit(Visitor{program}, c);
}

bool uses_operand(Op op) {
    switch (op) {
    case Op::NOP: case Op::POP_TOP: case Op::DUP_TOP: case Op::DUP_TOP_TWO: case Op::ROT_TWO:
    case Op::ROT_THREE: case Op::ROT_FOUR: case Op::BINARY_SUBSCR: case Op::STORE_SUBSCR:
    case Op::DELETE_SUBSCR: case Op::LIST_TO_TUPLE: case Op::GET_ITER: case Op::RETURN_VALUE:
    case Op::YIELD_VALUE: case Op::GET_YIELD_FROM_ITER: case Op::YIELD_FROM: case Op::PUSH_EXC_INFO:
    case Op::POP_EXCEPT: case Op::CHECK_EXC_MATCH: case Op::RERAISE: case Op::BEFORE_WITH:
    case Op::WITH_EXCEPT_START: case Op::LOAD_ASSERTION_ERROR: case Op::LOAD_BUILD_CLASS:
    case Op::PRINT_EXPR: case Op::SET_RESULT: case Op::GET_LEN: case Op::MATCH_SEQUENCE:
    case Op::MATCH_MAPPING: case Op::MATCH_KEYS: case Op::GET_AITER: case Op::GET_ANEXT:
    case Op::END_ASYNC_FOR: case Op::BEFORE_ASYNC_WITH: case Op::CHECK_EG_MATCH: case Op::UNPACK_EG_MATCH:
    case Op::PREP_RERAISE_STAR: case Op::BUILD_SET_FROM_CONSTANTS:
        return false;
    default: return true;
    }
}

const char* binary_symbol(uint32_t arg) {
    static const char* const kSymbols[] = {"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"};
    uint32_t op = arg & ~kInplaceFlag;
    return op < sizeof kSymbols / sizeof kSymbols[0] ? kSymbols[op] : "?";
}

template <class V>
std::string item_at(const V& list, size_t i) {
    return i < list.size() ? list[i] : std::string("?");
}

std::string annotation(const Program& program, const Code& code, Op op, uint32_t arg) {
    auto deref_name = [&]() {
        if (arg < code.cellvars.size()) return code.cellvars[arg];
        return item_at(code.freevars, arg - code.cellvars.size());
    };
    switch (op) {
    case Op::LOAD_CONST: return arg < code.consts.size() ? constant_repr(program, code.consts[arg]) : "?";
    case Op::LOAD_FAST: case Op::STORE_FAST: case Op::DELETE_FAST: return item_at(code.varnames, arg);
    case Op::LOAD_DEREF: case Op::STORE_DEREF: case Op::DELETE_DEREF: case Op::LOAD_CLOSURE:
    case Op::LOAD_CLASSDEREF: return deref_name();
    case Op::LOAD_GLOBAL: case Op::STORE_GLOBAL: case Op::DELETE_GLOBAL: case Op::LOAD_NAME:
    case Op::STORE_NAME: case Op::DELETE_NAME: case Op::LOAD_ATTR: case Op::STORE_ATTR:
    case Op::DELETE_ATTR: case Op::LOAD_METHOD: case Op::IMPORT_NAME: case Op::IMPORT_FROM:
        return item_at(code.names, arg);
    case Op::BINARY_OP: return std::string(binary_symbol(arg)) + ((arg & kInplaceFlag) ? "=" : "");
    case Op::UNARY_OP: {
        static const char* const kUnary[] = {"-", "+", "not", "~"};
        return arg < 4 ? kUnary[arg] : "?";
    }
    case Op::COMPARE_OP: {
        static const char* const kCompare[] = {"<", "<=", "==", "!=", ">", ">="};
        return arg < 6 ? kCompare[arg] : "?";
    }
    case Op::IS_OP: return arg ? "is not" : "is";
    case Op::CONTAINS_OP: return arg ? "not in" : "in";
    case Op::MAKE_FUNCTION: {
        uint32_t index = arg >> 4;
        std::string out = index < program.codes.size() ? program.codes[index].qualname : "?";
        if (arg & kHasDefaults) out += ", defaults";
        if (arg & kHasKwDefaults) out += ", kwdefaults";
        if (arg & kHasClosure) out += ", closure";
        if (arg & kHasAnnotations) out += ", annotations";
        return out;
    }
    case Op::FORMAT_VALUE: {
        static const char* const kConv[] = {"", "str", "repr", "ascii"};
        std::string out = kConv[arg & 3];
        if (arg & 4) out += out.empty() ? "with format" : ", with format";
        return out;
    }
    default:
        if (kOpIsJump[int(op)]) return "to " + std::to_string(arg);
        return "";
    }
}

std::string flag_names(uint32_t flags) {
    static const std::pair<uint32_t, const char*> kFlags[] = {
        {kCodeGenerator, "generator"}, {kCodeVarArgs, "varargs"}, {kCodeVarKeywords, "varkeywords"},
        {kCodeModule, "module"}, {kCodeClassBody, "class"}, {kCodeComprehension, "comprehension"},
        {kCodeLambda, "lambda"}};
    std::string out;
    for (const auto& [bit, name] : kFlags) {
        if (!(flags & bit)) continue;
        if (!out.empty()) out += ",";
        out += name;
    }
    return out.empty() ? "-" : out;
}

std::string join(const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += ' ';
        out += items[i];
    }
    return out;
}

}  // namespace

std::string disassemble(const Program& program) {
    std::string out;
    char buf[256];
    for (size_t ci = 0; ci < program.codes.size(); ++ci) {
        const Code& code = program.codes[ci];
        if (ci) out += '\n';
        std::snprintf(buf, sizeof buf, "code %zu %s flags=%s args=%u posonly=%u kwonly=%u stack=%u\n", ci,
                      code.qualname.c_str(), flag_names(code.flags).c_str(), code.argcount,
                      code.posonly_argcount, code.kwonly_argcount, code.max_stack);
        out += buf;
        if (!code.varnames.empty()) out += "  varnames: " + join(code.varnames) + "\n";
        if (!code.cellvars.empty()) {
            out += "  cellvars:";
            for (size_t i = 0; i < code.cellvars.size(); ++i) {
                out += " " + code.cellvars[i];
                if (i < code.cell_from_param.size() && code.cell_from_param[i] >= 0)
                    out += "(param " + std::to_string(code.cell_from_param[i]) + ")";
            }
            out += "\n";
        }
        if (!code.freevars.empty()) out += "  freevars: " + join(code.freevars) + "\n";
        uint32_t last_line = UINT32_MAX;
        for (uint32_t pc = 0; pc < code.instructions.size(); ++pc) {
            uint32_t word = code.instructions[pc];
            Op op = opcode_of(word);
            uint32_t arg = operand_of(word);
            uint32_t line = code.line_at(pc);
            std::string line_col = line != last_line ? std::to_string(line) : "";
            last_line = line;
            if (int(op) >= kOpCount) {
                std::snprintf(buf, sizeof buf, "%4s %5u <bad opcode %u>\n", line_col.c_str(), pc, unsigned(word & 0xFF));
                out += buf;
                continue;
            }
            std::string name(kOpNames[int(op)]);
            std::string text = name;
            if (uses_operand(op)) {
                text.resize(std::max<size_t>(text.size() + 1, 20), ' ');
                text += std::to_string(arg);
                std::string note = annotation(program, code, op, arg);
                if (!note.empty()) text += " (" + note + ")";
            }
            std::snprintf(buf, sizeof buf, "%4s %5u ", line_col.c_str(), pc);
            out += buf;
            out += text;
            out += '\n';
        }
        if (!code.exception_table.empty()) {
            out += "  exception table:\n";
            for (const auto& e : code.exception_table) {
                std::snprintf(buf, sizeof buf, "    %u to %u -> %u [%u]\n", e.start, e.end, e.handler, e.depth);
                out += buf;
            }
        }
    }
    return out;
}

}  // namespace basilisk::vm
