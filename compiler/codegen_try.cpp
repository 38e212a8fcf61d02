// try/except/finally, with, and the unwinding done by return/break/continue (CPython 3.11's
// "frame blocks"). Exception handlers are zero-cost: push_handler() only tags the instructions
// emitted afterwards; the assembler turns the tags into the exception table.
#include "compiler/codegen.h"

namespace basilisk::compiler {

using vm::Op;

void CodeGen::call_exit_with_nones() {
    load_const(vm::NoneLiteral{});
    load_const(vm::NoneLiteral{});
    load_const(vm::NoneLiteral{});
    emit(Op::CALL, 3);
}

// Emits the code that leaves `block` early (on return/break/continue). With `preserve_tos` the
// value on top of the stack (a return value) must survive.
void CodeGen::unwind_fblock(const FBlock& block, bool preserve_tos) {
    auto pop_block = [&] {
        if (u().handler_stack.size() > block.handler_size) u().handler_stack.resize(block.handler_size);
    };
    switch (block.kind) {
    case FBlockKind::WhileLoop: break;
    case FBlockKind::ForLoop:
        if (preserve_tos) emit(Op::ROT_TWO);
        emit(Op::POP_TOP);  // the iterator
        break;
    case FBlockKind::TryExcept: pop_block(); break;
    case FBlockKind::FinallyTry:
        pop_block();
        if (preserve_tos) u().fblocks.push_back(FBlock{FBlockKind::PopValue});
        visit_body(*block.final_body);
        if (preserve_tos) u().fblocks.pop_back();
        break;
    case FBlockKind::FinallyEnd:
        // stack: prev_exc exc [value]
        if (preserve_tos) emit(Op::ROT_TWO);
        emit(Op::POP_TOP);
        if (preserve_tos) emit(Op::ROT_TWO);
        pop_block();
        emit(Op::POP_EXCEPT);
        break;
    case FBlockKind::With:
    case FBlockKind::AsyncWith: {
        int saved = u().line;
        u().line = block.line;
        pop_block();
        if (preserve_tos) emit(Op::ROT_TWO);
        call_exit_with_nones();
        if (block.kind == FBlockKind::AsyncWith) emit_await(2);
        emit(Op::POP_TOP);
        u().line = saved;
        break;
    }
    case FBlockKind::HandlerCleanup:
        // stack: prev_exc [value]
        pop_block();
        if (preserve_tos) emit(Op::ROT_TWO);
        emit(Op::POP_EXCEPT);
        if (block.name) {
            load_const(vm::NoneLiteral{});
            name_op(*block.name, NameCtx::Store);
            name_op(*block.name, NameCtx::Del);
        }
        break;
    case FBlockKind::PopValue:
        if (preserve_tos) emit(Op::ROT_TWO);
        emit(Op::POP_TOP);
        break;
    case FBlockKind::ExceptionGroupHandler: break;   // unwind_fblock_stack refuses to leave it
    }
}

// Unwinds every block up to the innermost loop (when `loop_out` is given; the loop itself is not
// unwound) or all of them. Returns whether a loop was found. An except* clause cannot be left
// this way: its exceptions must still be combined and raised (CPython checks it first, so
// `break` outside any loop in an except* clause gets this message, not "'break' outside loop").
bool CodeGen::unwind_fblock_stack(bool preserve_tos, FBlock* loop_out, const Node& at) {
    if (u().fblocks.empty() || m_error) return false;
    FBlock top = u().fblocks.back();
    if (top.kind == FBlockKind::ExceptionGroupHandler) {
        fail("'break', 'continue' and 'return' cannot appear in an except* block", at);
        return false;
    }
    if (loop_out && (top.kind == FBlockKind::WhileLoop || top.kind == FBlockKind::ForLoop)) {
        *loop_out = top;
        return true;
    }
    u().fblocks.pop_back();
    unwind_fblock(top, preserve_tos);
    bool found = unwind_fblock_stack(preserve_tos, loop_out, at);
    u().fblocks.push_back(top);
    return found;
}

void CodeGen::visit_break(const Stmt& s) {
    auto saved = u().handler_stack;
    FBlock loop{FBlockKind::WhileLoop};
    if (!unwind_fblock_stack(false, &loop, s)) {
        // The failed search unwound enclosing blocks (with/try) and popped their handlers: put
        // them back, or the enclosing statement pops an empty handler stack (found by fuzz_run).
        u().handler_stack = std::move(saved);
        fail("'break' outside loop", s);
        return;
    }
    u().line = s.line;
    unwind_fblock(loop, false);
    emit_jump(Op::JUMP, loop.exit);
    u().handler_stack = std::move(saved);
}

void CodeGen::visit_continue(const Stmt& s) {
    auto saved = u().handler_stack;
    FBlock loop{FBlockKind::WhileLoop};
    if (!unwind_fblock_stack(false, &loop, s)) {
        // The failed search unwound enclosing blocks (with/try) and popped their handlers: put
        // them back, or the enclosing statement pops an empty handler stack (found by fuzz_run).
        u().handler_stack = std::move(saved);
        fail("'continue' not properly in loop", s);
        return;
    }
    u().line = s.line;
    emit_jump(Op::JUMP, loop.start);
    u().handler_stack = std::move(saved);
}

void CodeGen::visit_try(const Try& t) {
    if (!check_feature(Feature::Try, t)) return;
    if (!t.finalbody.empty())
        visit_try_finally(t);
    else
        visit_try_handlers(t);
}

//   <body>            (handler: final)
//   <finally>; JUMP exit
// final:  [exc]       (handler: cleanup)
//   PUSH_EXC_INFO; <finally>; RERAISE
// cleanup: [prev_exc exc2]  ROT_TWO; POP_EXCEPT; RERAISE
// exit:
void CodeGen::visit_try_finally(const Try& t) {
    int final = new_label(), cleanup = new_label(), exit = new_label();
    size_t outer = u().handler_stack.size();
    push_handler(final);
    FBlock block{FBlockKind::FinallyTry};
    block.handler_size = outer;
    block.final_body = &t.finalbody;
    if (!push_fblock(block, t)) return;
    if (!t.handlers.empty())
        visit_try_handlers(t);
    else
        visit_body(t.body);
    u().fblocks.pop_back();
    pop_handler();
    visit_body(t.finalbody);
    emit_jump(Op::JUMP, exit);

    bind(final);
    push_handler(cleanup);
    emit(Op::PUSH_EXC_INFO);
    FBlock end_block{FBlockKind::FinallyEnd};
    end_block.handler_size = outer;
    if (!push_fblock(end_block, t)) return;
    visit_body(t.finalbody);
    u().fblocks.pop_back();
    emit(Op::RERAISE);
    pop_handler();

    bind(cleanup);
    emit(Op::ROT_TWO);
    emit(Op::POP_EXCEPT);
    emit(Op::RERAISE);
    bind(exit);
}

//   <body> (handler: except); <orelse>; JUMP end
// except: [exc]            (handler: cleanup, keeping prev_exc)
//   PUSH_EXC_INFO          prev exc
//   <type>; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next
//   STORE name | POP_TOP   prev
//   <handler body>         (with a name: handler cleanup_end)
//   POP_EXCEPT; [name = None; del name]; JUMP end
// cleanup_end: [prev exc2]  name = None; del name; RERAISE
// next: ... RERAISE
// cleanup: [prev exc2]  ROT_TWO; POP_EXCEPT; RERAISE
// end:
bool CodeGen::try_body_then_handler_entry(const Try& t, int except, int cleanup, int end) {
    size_t outer = u().handler_stack.size();
    push_handler(except);
    FBlock block{FBlockKind::TryExcept};
    block.handler_size = outer;
    if (!push_fblock(block, t)) return false;
    visit_body(t.body);
    u().fblocks.pop_back();
    pop_handler();
    visit_body(t.orelse);
    emit_jump(Op::JUMP, end);

    bind(except);
    push_handler(cleanup);
    emit(Op::PUSH_EXC_INFO);
    return true;
}

void CodeGen::visit_try_except(const Try& t) {
    int except = new_label(), cleanup = new_label(), end = new_label();
    size_t outer = u().handler_stack.size();
    if (!try_body_then_handler_entry(t, except, cleanup, end)) return;
    // CPython counts the handlers as a block (EXCEPTION_HANDLER) against its nesting limit.
    if (u().fblocks.size() + size_t(u().handler_blocks) >= kMaxStaticBlocks) {
        fail("too many statically nested blocks", t);
        return;
    }
    ++u().handler_blocks;
    for (size_t i = 0; i < t.handlers.size() && !m_error; ++i) {
        const ExceptHandler& h = t.handlers[i];
        u().line = h.line;
        if (!h.type && i + 1 < t.handlers.size()) {
            fail("default 'except:' must be last", h);
            return;
        }
        int next = new_label();
        if (h.type) {
            visit_expr(*h.type);
            u().line = h.line;
            emit(Op::CHECK_EXC_MATCH);
            emit_jump(Op::POP_JUMP_IF_FALSE, next);
        }
        FBlock hb{FBlockKind::HandlerCleanup};
        hb.handler_size = outer;
        if (h.name) {
            int cleanup_end = new_label();
            name_op(*h.name, NameCtx::Store);
            push_handler(cleanup_end);
            hb.name = &*h.name;
            if (!push_fblock(hb, h)) return;
            visit_body(h.body);
            u().fblocks.pop_back();
            u().line = h.line;
            u().handler_stack.resize(outer);
            emit(Op::POP_EXCEPT);
            load_const(vm::NoneLiteral{});
            name_op(*h.name, NameCtx::Store);
            name_op(*h.name, NameCtx::Del);
            emit_jump(Op::JUMP, end);
            u().handler_stack.push_back(cleanup);
            bind(cleanup_end);
            load_const(vm::NoneLiteral{});
            name_op(*h.name, NameCtx::Store);
            name_op(*h.name, NameCtx::Del);
            emit(Op::RERAISE);
        } else {
            emit(Op::POP_TOP);
            if (!push_fblock(hb, h)) return;
            visit_body(h.body);
            u().fblocks.pop_back();
            u().line = h.line;
            u().handler_stack.resize(outer);
            emit(Op::POP_EXCEPT);
            emit_jump(Op::JUMP, end);
            u().handler_stack.push_back(cleanup);
        }
        bind(next);
    }
    emit(Op::RERAISE);  // no clause matched
    --u().handler_blocks;
    u().handler_stack.resize(outer);

    bind(cleanup);
    emit(Op::ROT_TWO);
    emit(Op::POP_EXCEPT);
    emit(Op::RERAISE);
    bind(end);
}

//   <mgr>; BEFORE_WITH           exit_fn enter_result
//   STORE target | POP_TOP       (handler: final, keeping exit_fn)
//   <body>
//   LOAD_CONST None x3; CALL 3; POP_TOP; JUMP exit
// final: [exit_fn exc]          (handler: cleanup)
//   PUSH_EXC_INFO; WITH_EXCEPT_START; POP_JUMP_IF_TRUE suppress; RERAISE
// cleanup: ROT_TWO; POP_EXCEPT; RERAISE
// suppress: POP_TOP; POP_EXCEPT; POP_TOP
// exit:
// `async with` is the same with BEFORE_ASYNC_WITH, and each of __aenter__'s and __aexit__'s
// results awaited (GET_AWAITABLE 1 / 2; LOAD_CONST None; YIELD_FROM) where `with` uses it.
void CodeGen::visit_with(const With& w, size_t item) {
    const WithItem& it = w.items[item];
    bool async = w.is_async;
    int final = new_label(), cleanup = new_label(), suppress = new_label(), exit = new_label();
    visit_expr(*it.context_expr);
    u().line = w.line;
    if (async) {
        emit(Op::BEFORE_ASYNC_WITH);
        emit_await(1);
    } else {
        emit(Op::BEFORE_WITH);
    }
    size_t outer = u().handler_stack.size();
    push_handler(final, -1);
    FBlock block{async ? FBlockKind::AsyncWith : FBlockKind::With};
    block.handler_size = outer;
    block.line = w.line;
    if (!push_fblock(block, w)) return;
    if (it.optional_vars)
        visit_store(*it.optional_vars);
    else
        emit(Op::POP_TOP);
    if (item + 1 < w.items.size())
        visit_with(w, item + 1);
    else
        visit_body(w.body);
    u().fblocks.pop_back();
    pop_handler();
    u().line = w.line;
    call_exit_with_nones();
    if (async) emit_await(2);
    emit(Op::POP_TOP);
    emit_jump(Op::JUMP, exit);

    bind(final);
    push_handler(cleanup);
    emit(Op::PUSH_EXC_INFO);
    emit(Op::WITH_EXCEPT_START);
    if (async) emit_await(2);
    emit_jump(Op::POP_JUMP_IF_TRUE, suppress);
    emit(Op::RERAISE);
    pop_handler();
    bind(cleanup);
    emit(Op::ROT_TWO);
    emit(Op::POP_EXCEPT);
    emit(Op::RERAISE);
    bind(suppress);
    emit(Op::POP_TOP);
    emit(Op::POP_EXCEPT);
    emit(Op::POP_TOP);
    bind(exit);
}

}  // namespace basilisk::compiler
