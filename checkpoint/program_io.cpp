// Programs in snapshots: encoding, decoding and the bytecode verifier.
#include "checkpoint/program_io.h"

#include <algorithm>
#include <set>
#include <utility>

#include <fmt/format.h>

#include "checkpoint/build_fingerprint.h"
#include "checkpoint/envelope.h"
#include "checkpoint/snapshot.h"
#include "vm/opcodes.h"

namespace basilisk::checkpoint {

using vm::Code;
using vm::Constant;
using vm::Op;
using vm::Program;

namespace {

// Constant tags as written (stable across builds, unlike variant indices).
enum class ConstTag : uint8_t { None = 0, Bool, Int, BigInt, Float, Str, Bytes, Ellipsis, CodeRef, Tuple };
constexpr int kMaxConstDepth = 100;   // the compiler folds tuples at most 64 deep

template <class Strings>  // std::vector or Program::source_lines' small vector
void save_strings(Writer& w, const Strings& v) {
    w.count(v.size());
    for (const auto& s : v) w.str(s);
}

template <class Strings = std::vector<std::string>>
Strings load_strings(Reader& r, const char* what) {
    uint64_t n = r.count(1, what);
    Strings v;
    v.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) v.push_back(r.str(what));
    return v;
}

void save_const(Writer& w, const Constant& k) {
    struct V {
        Writer& w;
        void operator()(const vm::NoneLiteral&) const { w.num(uint8_t(ConstTag::None)); }
        void operator()(bool b) const { w.num(uint8_t(ConstTag::Bool)); w.num(uint8_t(b)); }
        void operator()(int64_t i) const { w.num(uint8_t(ConstTag::Int)); w.num(i); }
        void operator()(const vm::BigIntLiteral& b) const { w.num(uint8_t(ConstTag::BigInt)); w.str(b.decimal); }
        void operator()(double d) const { w.num(uint8_t(ConstTag::Float)); w.num(d); }
        void operator()(const std::string& s) const { w.num(uint8_t(ConstTag::Str)); w.str(s); }
        void operator()(const vm::BytesLiteral& b) const { w.num(uint8_t(ConstTag::Bytes)); w.str(b.data); }
        void operator()(const vm::EllipsisLiteral&) const { w.num(uint8_t(ConstTag::Ellipsis)); }
        void operator()(const vm::CodeRef& c) const { w.num(uint8_t(ConstTag::CodeRef)); w.num(c.index); }
        void operator()(const std::shared_ptr<const vm::ConstTuple>& t) const {
            w.num(uint8_t(ConstTag::Tuple));
            w.count(t->items.size());
            for (const Constant& item : t->items) save_const(w, item);
        }
    };
    std::visit(V{w}, k);
}

Constant load_const(Reader& r, int depth) {
    if (depth > kMaxConstDepth) throw DecodeError{"snapshot is corrupt: constant tuples nested too deeply"};
    switch (ConstTag(r.num<uint8_t>())) {
    case ConstTag::None: return vm::NoneLiteral{};
    case ConstTag::Bool: {
        uint8_t b = r.num<uint8_t>();
        if (b > 1) throw DecodeError{"snapshot is corrupt: bad bool constant"};
        return b == 1;
    }
    case ConstTag::Int: return r.num<int64_t>();
    case ConstTag::BigInt: {
        std::string s = r.str("int constant");
        // Decimal digits with an optional sign, as the compiler writes them: no leading zero
        // (Boost reads "0..." as octal and throws on an 8 or 9).
        size_t i = (!s.empty() && s[0] == '-') ? 1 : 0;
        if (i == s.size() || s.size() > 100'000 || (s[i] == '0' && s.size() > i + 1))
            throw DecodeError{"snapshot is corrupt: bad int constant"};
        for (; i < s.size(); ++i)
            if (s[i] < '0' || s[i] > '9') throw DecodeError{"snapshot is corrupt: bad int constant"};
        return vm::BigIntLiteral{std::move(s)};
    }
    case ConstTag::Float: return r.num<double>();
    case ConstTag::Str: return r.str("str constant");
    case ConstTag::Bytes: return vm::BytesLiteral{r.str("bytes constant")};
    case ConstTag::Ellipsis: return vm::EllipsisLiteral{};
    case ConstTag::CodeRef: return vm::CodeRef{r.num<uint32_t>()};
    case ConstTag::Tuple: {
        auto t = std::make_shared<vm::ConstTuple>();
        uint64_t n = r.count(1, "constant tuple");
        t->items.reserve(size_t(n));
        for (uint64_t i = 0; i < n; ++i) t->items.push_back(load_const(r, depth + 1));
        return std::shared_ptr<const vm::ConstTuple>(std::move(t));
    }
    }
    throw DecodeError{"snapshot is corrupt: unknown constant tag"};
}

void save_code(Writer& w, const Code& c) {
    w.str(c.name);
    w.str(c.qualname);
    w.num(c.flags);
    w.num(c.argcount);
    w.num(c.posonly_argcount);
    w.num(c.kwonly_argcount);
    save_strings(w, c.varnames);
    save_strings(w, c.cellvars);
    save_strings(w, c.freevars);
    w.count(c.cell_from_param.size());
    for (int32_t p : c.cell_from_param) w.num(p);
    save_strings(w, c.names);
    w.count(c.consts.size());
    for (const Constant& k : c.consts) save_const(w, k);
    w.count(c.instructions.size());
    for (uint32_t word : c.instructions) w.num(word);
    w.count(c.exception_table.size());
    for (const auto& e : c.exception_table) {
        w.num(e.start); w.num(e.end); w.num(e.handler); w.num(e.depth);
    }
    w.count(c.lines.size());
    for (const auto& l : c.lines) { w.num(l.pc); w.num(l.line); }
    w.num(c.max_stack);
    w.num(c.first_line);
    w.str(c.doc);
    w.num(uint8_t(c.has_doc));
}

Code load_code(Reader& r) {
    Code c;
    c.name = r.str("code name");
    c.qualname = r.str("code qualname");
    c.flags = r.num<uint32_t>();
    c.argcount = r.num<uint32_t>();
    c.posonly_argcount = r.num<uint32_t>();
    c.kwonly_argcount = r.num<uint32_t>();
    c.varnames = load_strings(r, "varnames");
    c.cellvars = load_strings(r, "cellvars");
    c.freevars = load_strings(r, "freevars");
    uint64_t n = r.count(1, "cell_from_param");
    c.cell_from_param.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) c.cell_from_param.push_back(r.num<int32_t>());
    c.names = load_strings(r, "names");
    n = r.count(1, "consts");
    c.consts.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) c.consts.push_back(load_const(r, 0));
    n = r.count(1, "instructions");
    c.instructions.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) c.instructions.push_back(r.num<uint32_t>());
    n = r.count(4, "exception table");
    c.exception_table.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) {
        vm::ExceptionTableEntry e;
        e.start = r.num<uint32_t>(); e.end = r.num<uint32_t>(); e.handler = r.num<uint32_t>(); e.depth = r.num<uint32_t>();
        c.exception_table.push_back(e);
    }
    n = r.count(2, "line table");
    c.lines.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) {
        vm::LineEntry l;
        l.pc = r.num<uint32_t>(); l.line = r.num<uint32_t>();
        c.lines.push_back(l);
    }
    c.max_stack = r.num<uint32_t>();
    c.first_line = r.num<uint32_t>();
    c.doc = r.str("docstring");
    uint8_t has_doc = r.num<uint8_t>();
    if (has_doc > 1) throw DecodeError{"snapshot is corrupt: bad flag"};
    c.has_doc = has_doc == 1;
    return c;
}

// How deep below the top an instruction reads (beyond what its net stack effect pops).
int inputs_needed(Op op, uint32_t arg, int effect) {
    int need = effect < 0 ? -effect : 0;
    int n = 0;
    switch (op) {
    case Op::POP_TOP: case Op::DUP_TOP: case Op::STORE_FAST: case Op::STORE_DEREF: case Op::STORE_GLOBAL:
    case Op::STORE_NAME: case Op::LOAD_ATTR: case Op::DELETE_ATTR: case Op::LOAD_METHOD: case Op::UNARY_OP:
    case Op::LIST_TO_TUPLE: case Op::UNPACK_SEQUENCE: case Op::UNPACK_EX: case Op::POP_JUMP_IF_FALSE:
    case Op::POP_JUMP_IF_TRUE: case Op::POP_JUMP_IF_NONE: case Op::POP_JUMP_IF_NOT_NONE:
    case Op::JUMP_IF_FALSE_OR_POP: case Op::JUMP_IF_TRUE_OR_POP: case Op::GET_ITER: case Op::FOR_ITER:
    case Op::RETURN_VALUE: case Op::YIELD_VALUE: case Op::GET_YIELD_FROM_ITER: case Op::PUSH_EXC_INFO:
    case Op::POP_EXCEPT: case Op::RERAISE: case Op::BEFORE_WITH: case Op::IMPORT_FROM: case Op::PRINT_EXPR:
    case Op::SET_RESULT: case Op::IMPORT_STAR: case Op::GET_AWAITABLE: case Op::GET_AITER: case Op::GET_ANEXT:
    case Op::BEFORE_ASYNC_WITH: case Op::BUILD_SET_FROM_CONSTANTS:
        n = 1; break;
    case Op::DUP_TOP_TWO: case Op::ROT_TWO: case Op::STORE_ATTR: case Op::BINARY_OP: case Op::COMPARE_OP:
    case Op::IS_OP: case Op::CONTAINS_OP: case Op::BINARY_SUBSCR: case Op::DELETE_SUBSCR: case Op::YIELD_FROM:
    case Op::CHECK_EXC_MATCH: case Op::END_ASYNC_FOR: case Op::UNPACK_EG_MATCH: case Op::PREP_RERAISE_STAR:
        n = 2; break;
    case Op::CHECK_EG_MATCH: n = 3; break;
    case Op::ROT_THREE: case Op::STORE_SUBSCR: case Op::WITH_EXCEPT_START: n = 3; break;
    case Op::ROT_FOUR: n = 4; break;
    case Op::COPY: case Op::SWAP: n = int(arg); break;
    case Op::GET_LEN: case Op::MATCH_SEQUENCE: case Op::MATCH_MAPPING: n = 1; break;
    case Op::MATCH_KEYS: n = 2; break;
    case Op::MATCH_CLASS: n = 3; break;
    case Op::LIST_APPEND: case Op::SET_ADD: case Op::LIST_EXTEND: case Op::SET_UPDATE: case Op::DICT_UPDATE:
    case Op::DICT_MERGE:
        n = int(arg) + 1; break;
    case Op::MAP_ADD: n = int(arg) + 2; break;
    // They pop all their operands and push one result: the net effect understates the reads.
    case Op::BUILD_TUPLE: case Op::BUILD_LIST: case Op::BUILD_SET: case Op::BUILD_STRING: case Op::BUILD_SLICE:
        n = int(arg); break;
    case Op::BUILD_MAP: n = 2 * int(arg); break;
    case Op::FORMAT_VALUE: n = (arg & 4) ? 2 : 1; break;
    case Op::BUILD_CONST_KEY_MAP: n = int(arg) + 1; break;
    case Op::CALL: n = int(arg) + 1; break;
    case Op::CALL_KW: case Op::CALL_METHOD: n = int(arg) + 2; break;
    case Op::CALL_METHOD_KW: n = int(arg) + 3; break;
    case Op::CALL_EX: n = (arg & 1) ? 3 : 2; break;
    case Op::MAKE_FUNCTION: n = 1 - effect; break;
    default: break;
    }
    return std::max(need, n);
}

// Instructions that never raise: they may read below an enclosing handler's depth.
bool cannot_raise(Op op) {
    switch (op) {
    case Op::NOP: case Op::POP_TOP: case Op::DUP_TOP: case Op::DUP_TOP_TWO: case Op::ROT_TWO: case Op::ROT_THREE:
    case Op::ROT_FOUR: case Op::PUSH_EXC_INFO: case Op::POP_EXCEPT: case Op::JUMP: case Op::SET_RESULT:
    case Op::COPY: case Op::SWAP: case Op::MATCH_SEQUENCE: case Op::MATCH_MAPPING:
        return true;
    default: return false;
    }
}

// How far below its starting depth an instruction may have popped the value stack when it
// raises (the interpreter saves sp as it is at that moment).
int popped_before_raise(Op op, int fall) {
    if (cannot_raise(op)) return 0;
    int popped = std::max(0, -fall);
    // A host call answered with an exception raises with the result slot (the callable's)
    // popped as well.
    if (op == Op::CALL || op == Op::CALL_KW || op == Op::CALL_METHOD || op == Op::CALL_METHOD_KW || op == Op::CALL_EX)
        popped = 1 - fall;
    // These pop their operand first and push their results only on success.
    // YIELD_VALUE: a generator thrown into while suspended raises with the yielded value popped.
    if (op == Op::UNPACK_SEQUENCE || op == Op::UNPACK_EX || op == Op::CHECK_EXC_MATCH || op == Op::YIELD_VALUE)
        popped = std::max(popped, 1);
    return popped;
}

constexpr uint32_t kMaxExtendedArgs = 3;

bool is_terminal(Op op) {
    return op == Op::RETURN_VALUE || op == Op::RAISE_VARARGS || op == Op::RERAISE || op == Op::JUMP;
}

std::optional<std::string> verify_const(const Constant& k, const Program& p) {
    if (auto* c = std::get_if<vm::CodeRef>(&k)) {
        if (c->index == 0 || c->index >= p.codes.size()) return "constant refers to a missing code object";
    } else if (auto* t = std::get_if<std::shared_ptr<const vm::ConstTuple>>(&k)) {
        if (!*t) return "null constant tuple";
        for (const Constant& item : (*t)->items)
            if (auto e = verify_const(item, p)) return e;
    }
    return std::nullopt;
}

std::optional<std::string> verify_code(const Program& p, const Code& c, CodeFacts* facts) {
    constexpr uint64_t kMaxSlots = 1u << 24;
    const uint64_t nv = c.varnames.size(), nc = c.cellvars.size(), nf = c.freevars.size();
    if (nv + nc + nf + c.max_stack >= kMaxSlots) return "frame too large";
    if (c.flags & ~uint32_t(1023)) return "unknown code flags";
    constexpr uint32_t kFrameKinds = vm::kCodeCoroutine | vm::kCodeAsyncGenerator | vm::kCodeIterableCoroutine;
    if ((c.flags & kFrameKinds) && !(c.flags & vm::kCodeGenerator)) return "coroutine code without the generator flag";
    if (__builtin_popcount(c.flags & kFrameKinds) > 1) return "conflicting coroutine code flags";
    uint64_t nparams = uint64_t(c.argcount) + c.kwonly_argcount + ((c.flags & vm::kCodeVarArgs) ? 1 : 0) +
                       ((c.flags & vm::kCodeVarKeywords) ? 1 : 0);
    if (nparams > nv) return "more parameters than local variables";
    if (c.posonly_argcount > c.argcount) return "more positional-only parameters than parameters";
    if (c.cell_from_param.size() != nc) return "cell_from_param does not match cellvars";
    for (int32_t ix : c.cell_from_param)
        if (ix < -1 || (ix >= 0 && uint64_t(ix) >= nparams)) return "cell_from_param index out of range";
    for (const Constant& k : c.consts)
        if (auto e = verify_const(k, p)) return e;
    const size_t n = c.instructions.size();
    if (n == 0) return "empty instruction list";
    if (n >= (1u << 30)) return "too many instructions";
    for (const auto& e : c.exception_table) {
        if (e.start >= e.end || e.end > n || e.handler >= n) return "exception table entry out of range";
        if (uint64_t(e.depth) + 1 > c.max_stack) return "exception handler depth exceeds max_stack";
    }
    for (size_t i = 0; i < c.lines.size(); ++i) {
        if (c.lines[i].pc > n) return "line table entry out of range";
        if (i > 0 && c.lines[i].pc < c.lines[i - 1].pc) return "line table not sorted";
    }

    // The handler the interpreter picks at each pc: the first table entry covering it
    // (find_handler), found with a sweep instead of a scan of the table per instruction.
    std::vector<int32_t> handler_of(n, -1);
    if (!c.exception_table.empty()) {
        std::vector<std::pair<uint32_t, int32_t>> starts, ends;
        for (size_t i = 0; i < c.exception_table.size(); ++i) {
            starts.emplace_back(c.exception_table[i].start, int32_t(i));
            ends.emplace_back(c.exception_table[i].end, int32_t(i));
        }
        std::sort(starts.begin(), starts.end());
        std::sort(ends.begin(), ends.end());
        std::set<int32_t> active;
        size_t si = 0, ei = 0;
        for (uint32_t pc = 0; pc < n; ++pc) {
            while (ei < ends.size() && ends[ei].first <= pc) active.erase(ends[ei++].second);
            while (si < starts.size() && starts[si].first <= pc) {
                if (ends.size() && c.exception_table[size_t(starts[si].second)].end > pc) active.insert(starts[si].second);
                ++si;
            }
            if (!active.empty()) handler_of[pc] = *active.begin();
        }
    }
    // Walk every path from pc 0 and every reachable handler, tracking the stack depth.
    std::vector<int32_t> depth(n, -1);
    std::vector<uint32_t> work;
    std::string error;
    auto reach = [&](uint64_t pos, int64_t d) {
        if (!error.empty()) return;
        if (pos >= n) { error = fmt::format("control flows past the end of the code (to {})", pos); return; }
        if (d < 0) { error = fmt::format("stack underflow at {}", pos); return; }
        if (d > int64_t(c.max_stack)) { error = fmt::format("stack depth exceeds max_stack at {}", pos); return; }
        if (depth[pos] == -1) {
            depth[pos] = int32_t(d);
            work.push_back(uint32_t(pos));
        } else if (depth[pos] != d) {
            error = fmt::format("inconsistent stack depth at {}", pos);
        }
    };
    reach(0, 0);
    while (!work.empty() && error.empty()) {
        uint32_t pos = work.back();
        work.pop_back();
        int64_t d = depth[pos];
        // Decode as the interpreter does when it starts at `pos`.
        uint32_t at = pos;
        uint32_t word = c.instructions[at++];
        uint32_t arg = vm::operand_of(word);
        uint8_t raw = uint8_t(word & 0xFF);
        while (raw == uint8_t(Op::EXTENDED_ARG)) {
            if (at >= n) return "EXTENDED_ARG at the end of the code";
            // More prefixes only shift bits out; a bound keeps decoding (here and for every
            // restored frame) linear.
            if (at - pos > kMaxExtendedArgs) return fmt::format("too many EXTENDED_ARG prefixes at {}", pos);
            word = c.instructions[at++];
            raw = uint8_t(word & 0xFF);
            arg = (arg << 24) | vm::operand_of(word);
        }
        if (raw >= vm::kOpCount) return fmt::format("unknown opcode {} at {}", raw, at - 1);
        Op op = Op(raw);
        int fall = vm::stack_effect(op, arg, false);
        int inputs = inputs_needed(op, arg, fall);
        if (d < inputs) return fmt::format("stack underflow at {}", at - 1);
        if ((op == Op::YIELD_VALUE || op == Op::YIELD_FROM) && !(c.flags & vm::kCodeGenerator))
            return fmt::format("yield outside a generator at {}", at - 1);
        for (uint32_t i = pos; i < at; ++i) {
            if (handler_of[i] < 0) continue;
            const auto& e = c.exception_table[size_t(handler_of[i])];
            // An instruction may have popped some of its inputs when it raises: the handler
            // must not reach above what is left, where the value stack holds stale slots the
            // collector no longer sees.
            if (int64_t(e.depth) > d - popped_before_raise(op, fall))
                return fmt::format("exception handler depth above the stack at {}", i);
            reach(e.handler, int64_t(e.depth) + 1);
        }
        if (op == Op::YIELD_FROM && pos > 0 && handler_of[pos - 1] >= 0) {
            // Thrown into while suspended here, the generator raises at pc-1 (the word before)
            // with the sent value not pushed.
            if (int64_t(c.exception_table[size_t(handler_of[pos - 1])].depth) > d - 1)
                return fmt::format("exception handler depth above the stack at {}", pos);
        }
        auto bad = [&](const char* what) { return fmt::format("{} operand out of range at {}", what, at - 1); };
        switch (op) {
        case Op::LOAD_CONST: if (arg >= c.consts.size()) return bad("constant"); break;
        case Op::LOAD_FAST: case Op::STORE_FAST: case Op::DELETE_FAST:
            if (arg >= nv) return bad("local");
            break;
        case Op::LOAD_DEREF: case Op::STORE_DEREF: case Op::DELETE_DEREF: case Op::LOAD_CLOSURE:
        case Op::LOAD_CLASSDEREF:
            if (arg >= nc + nf) return bad("cell");
            break;
        case Op::LOAD_GLOBAL: case Op::STORE_GLOBAL: case Op::DELETE_GLOBAL: case Op::LOAD_NAME:
        case Op::STORE_NAME: case Op::DELETE_NAME: case Op::LOAD_ATTR: case Op::STORE_ATTR: case Op::DELETE_ATTR:
        case Op::LOAD_METHOD: case Op::IMPORT_NAME: case Op::IMPORT_FROM:
            if (arg >= c.names.size()) return bad("name");
            break;
        case Op::BINARY_OP: if ((arg & ~vm::kInplaceFlag) >= uint32_t(vm::BinaryOp::COUNT_)) return bad("binary op"); break;
        case Op::UNARY_OP: if (arg > uint32_t(vm::UnaryOp::Invert)) return bad("unary op"); break;
        case Op::COMPARE_OP: if (arg > uint32_t(vm::CompareOp::Ge)) return bad("compare op"); break;
        case Op::BUILD_SLICE: if (arg != 2 && arg != 3) return bad("slice"); break;
        case Op::RAISE_VARARGS: if (arg > 2) return bad("raise"); break;
        case Op::COPY: if (arg == 0 || arg > (1u << 24)) return bad("copy depth"); break;
        case Op::SWAP: if (arg < 2 || arg > (1u << 24)) return bad("swap depth"); break;
        case Op::LIST_APPEND: case Op::SET_ADD: case Op::MAP_ADD: case Op::LIST_EXTEND: case Op::SET_UPDATE:
        case Op::DICT_UPDATE: case Op::DICT_MERGE:
            if (arg == 0) return bad("container depth");
            break;
        case Op::MAKE_FUNCTION:
            if ((arg >> 4) == 0 || (arg >> 4) >= p.codes.size()) return bad("code");
            break;
        default: break;
        }
        if (arg > (1u << 24) && (op == Op::CALL || op == Op::CALL_KW || op == Op::CALL_METHOD ||
                                 op == Op::CALL_METHOD_KW || op == Op::BUILD_TUPLE || op == Op::BUILD_LIST ||
                                 op == Op::BUILD_SET || op == Op::BUILD_STRING || op == Op::BUILD_MAP ||
                                 op == Op::BUILD_CONST_KEY_MAP || op == Op::UNPACK_SEQUENCE))
            return bad("count");
        if (vm::kOpIsJump[int(op)]) {
            if (arg >= n) return bad("jump target");
            reach(arg, d + vm::stack_effect(op, arg, true));
        }
        if (!is_terminal(op)) reach(at, d + fall);
    }
    if (!error.empty()) return error;
    if (facts) facts->depth = std::move(depth);
    return std::nullopt;
}

}  // namespace

std::optional<Instr> decode_at(const Code& c, uint32_t pos) {
    const size_t n = c.instructions.size();
    if (pos >= n) return std::nullopt;
    uint32_t at = pos;
    uint32_t word = c.instructions[at++];
    uint32_t arg = vm::operand_of(word);
    while (uint8_t(word & 0xFF) == uint8_t(Op::EXTENDED_ARG)) {
        if (at >= n || at - pos > kMaxExtendedArgs) return std::nullopt;
        word = c.instructions[at++];
        arg = (arg << 24) | vm::operand_of(word);
    }
    if (uint8_t(word & 0xFF) >= vm::kOpCount) return std::nullopt;
    return Instr{Op(word & 0xFF), arg, pos, at};
}

std::optional<Instr> instruction_ending_at(const Code& c, const CodeFacts& facts, uint32_t pc) {
    if (pc == 0 || pc > c.instructions.size() || facts.depth.size() != c.instructions.size()) return std::nullopt;
    std::optional<Instr> found;
    // The last word is the opcode; any EXTENDED_ARG words before it may belong to it.
    for (uint32_t s = pc; s-- > 0 && pc - s <= kMaxExtendedArgs + 1;) {
        if (s < pc - 1 && uint8_t(c.instructions[s] & 0xFF) != uint8_t(Op::EXTENDED_ARG)) break;
        if (facts.depth[s] < 0) continue;
        auto in = decode_at(c, s);
        if (!in || in->next != pc) continue;
        if (found) return std::nullopt;   // two decodings end here: which one ran is unknown
        found = in;
    }
    return found;
}

void save_program(Writer& w, const Program& program) {
    w.str(program.filename);
    save_strings(w, program.source_lines);
    w.count(program.codes.size());
    for (const Code& c : program.codes) save_code(w, c);
}

Program load_program(Reader& r) {
    Program p;
    p.filename = r.str("filename");
    p.source_lines = load_strings<vm::SourceLines>(r, "source lines");
    uint64_t n = r.count(16, "codes");
    p.codes.reserve(size_t(n));
    for (uint64_t i = 0; i < n; ++i) p.codes.push_back(load_code(r));
    vm::index_cache_sites(p);
    return p;
}

std::optional<std::string> verify_program(const Program& program, std::vector<CodeFacts>* facts) {
    if (program.codes.empty()) return std::string("program has no code");
    // The module body runs in a plain frame (start_module): it cannot be a generator.
    // A module body may be a coroutine (top-level await), never a plain generator.
    if ((program.codes[0].flags & vm::kCodeGenerator) && !(program.codes[0].flags & vm::kCodeCoroutine))
        return std::string("the module body is a generator");
    if (facts) facts->assign(program.codes.size(), {});
    for (size_t i = 0; i < program.codes.size(); ++i) {
        if (auto e = verify_code(program, program.codes[i], facts ? &(*facts)[i] : nullptr))
            return fmt::format("code object {} ({}): {}", i, program.codes[i].qualname, *e);
    }
    return std::nullopt;
}

// ---- The program API --------------------------------------------------------------------------

std::string dump_program(const Program& program) {
    std::string body;
    {
        Writer w(body);
        save_program(w, program);
        w.raw64(build_fingerprint());
    }
    std::string out(kHeaderSize, '\0');
    write_archive(out, body);
    seal_envelope(out, SnapshotKind::Program);
    return out;
}

std::variant<vm::ProgramRef, CheckpointError> restore_program(std::string_view bytes) {
    uint32_t version = 0;
    auto opened = open_envelope(bytes, SnapshotKind::Program, &version);
    if (auto* e = std::get_if<EnvelopeError>(&opened)) return CheckpointError{e->message};
    std::string_view payload = std::get<std::string_view>(opened);
    try {
        Reader r(read_archive(payload));
        auto program = std::make_shared<Program>(load_program(r));
        if (version >= 6) check_build_fingerprint(r);
        if (r.remaining() != 0) return CheckpointError{"snapshot is corrupt: trailing bytes in the payload"};
        if (auto e = verify_program(*program)) return CheckpointError{"snapshot holds an invalid program: " + *e};
        return vm::ProgramRef(std::move(program));
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
