// try/except* (PEP 654), compiled as CPython 3.11 does. Each clause takes the part of the
// exception group that its types match (CHECK_EG_MATCH, which wraps a bare exception in a group),
// runs its body with `e` bound to that part, and passes the rest on to the next clause. What the
// bodies raise or re-raise is collected in a list; after the last clause PREP_RERAISE_STAR
// combines that list with the unmatched rest into the one exception to raise, or None.
#include "compiler/codegen.h"

namespace basilisk::compiler {

using vm::Op;

//   <body> (handler: except); <orelse>; JUMP end
// except: [exc]                   (handler: cleanup, keeping prev_exc)
//   PUSH_EXC_INFO                 prev exc
//   COPY 1; BUILD_LIST 0; SWAP 2  prev orig res exc
// each clause:                    prev orig res exc
//   LOAD_CONST None; <type>       prev orig res exc None type
//   CHECK_EG_MATCH                prev orig res exc pair
//   UNPACK_EG_MATCH               prev orig res rest match   (exc None when nothing matched)
//   COPY 1; POP_JUMP_IF_NONE no_match
//   STORE name | POP_TOP          prev orig res rest
//   <clause body>                 (handler: cleanup_end)
//   [name = None; del name]; JUMP next
// cleanup_end: [.. rest raised]   [name = None; del name]; LIST_APPEND 2; JUMP next
// no_match:                       POP_TOP
// next:                           prev orig res rest (the next clause's exc)
// after the last clause:
//   LIST_APPEND 1; PREP_RERAISE_STAR   prev exc|None
//   COPY 1; POP_JUMP_IF_NOT_NONE reraise
//   POP_TOP; POP_EXCEPT; JUMP end
// reraise: SWAP 2; POP_EXCEPT; RERAISE
// cleanup: [prev exc2]  ROT_TWO; POP_EXCEPT; RERAISE
// end:
void CodeGen::visit_try_star(const Try& t) {
    int except = new_label(), cleanup = new_label(), reraise = new_label(), end = new_label();
    size_t outer = u().handler_stack.size();
    if (!try_body_then_handler_entry(t, except, cleanup, end)) return;
    FBlock group{FBlockKind::ExceptionGroupHandler};
    group.handler_size = outer;
    if (!push_fblock(group, t)) return;
    for (size_t i = 0; i < t.handlers.size() && !m_error; ++i) {
        const ExceptHandler& h = t.handlers[i];
        u().line = h.line;
        if (i == 0) {
            emit(Op::COPY, 1);
            emit(Op::BUILD_LIST, 0);
            emit(Op::SWAP, 2);
        }
        int no_match = new_label(), cleanup_end = new_label(), next = new_label();
        // The slot where CHECK_EG_MATCH calls split() (see vm/opcodes.def).
        load_const(vm::NoneLiteral{});
        // The parser refuses `except*:` ("expected one or more exception types").
        if (h.type) visit_expr(*h.type);
        else load_const(vm::NoneLiteral{});
        u().line = h.line;
        emit(Op::CHECK_EG_MATCH);
        emit(Op::UNPACK_EG_MATCH);
        emit(Op::COPY, 1);
        emit_jump(Op::POP_JUMP_IF_NONE, no_match);
        if (h.name)
            name_op(*h.name, NameCtx::Store);
        else
            emit(Op::POP_TOP);
        FBlock hb{FBlockKind::HandlerCleanup};
        hb.handler_size = u().handler_stack.size();
        hb.name = h.name ? &*h.name : nullptr;
        push_handler(cleanup_end);
        if (!push_fblock(hb, h)) return;
        visit_body(h.body);
        u().fblocks.pop_back();
        pop_handler();
        u().line = h.line;
        auto clear_name = [&] {
            if (!h.name) return;
            load_const(vm::NoneLiteral{});
            name_op(*h.name, NameCtx::Store);
            name_op(*h.name, NameCtx::Del);
        };
        clear_name();
        emit_jump(Op::JUMP, next);

        // The clause raised (or re-raised): that exception joins the list.
        bind(cleanup_end);
        clear_name();
        emit(Op::LIST_APPEND, 2);
        emit_jump(Op::JUMP, next);

        bind(no_match);
        emit(Op::POP_TOP);
        bind(next);
    }
    if (m_error) return;
    u().fblocks.pop_back();
    emit(Op::LIST_APPEND, 1);   // the unmatched rest (None when everything matched)
    emit(Op::PREP_RERAISE_STAR);
    emit(Op::COPY, 1);
    emit_jump(Op::POP_JUMP_IF_NOT_NONE, reraise);
    u().handler_stack.resize(outer);
    emit(Op::POP_TOP);
    emit(Op::POP_EXCEPT);
    emit_jump(Op::JUMP, end);

    bind(reraise);
    emit(Op::SWAP, 2);
    emit(Op::POP_EXCEPT);
    emit(Op::RERAISE);

    bind(cleanup);
    emit(Op::ROT_TWO);
    emit(Op::POP_EXCEPT);
    emit(Op::RERAISE);
    bind(end);
}

}  // namespace basilisk::compiler
