// Writes seed inputs for fuzz_snapshot: for each Python file given, a dumped compiled program
// (first byte 1), a dumped not-yet-started execution (first byte 0) and, when the program runs
// long enough, the execution stopped by an instruction limit in the middle of its work (frames,
// generators and stacks in every state); plus a few built-in programs paused at host calls
// (nested calls, generators, yield from, class bodies, with blocks, prelude builtins), each with
// the output of its uninterrupted run in NAME.expected. In fuzz_snapshot's format.
// Usage: fuzz_snapshot_seeds OUT_DIR FILE.py...
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <variant>

#include "checkpoint/snapshot.h"
#include "compiler/compile.h"

namespace {

const char* const kPausedPrograms[] = {
    "def inner(x):\n    y = fetch(x)\n    return y + 1\ndef outer(x):\n    return [1, 2, inner(x)]\nprint(outer(3))\n",
    "def gen(n):\n    for i in range(n):\n        yield i\ndef slow():\n    a = fetch(1)\n    yield a\n    yield a + 1\n"
    "g = gen(5)\nnext(g)\nfresh = gen(2)\ntotal = 0\nfor v in slow():\n    total += v\nprint(total, list(g), list(fresh))\n",
    "def sub():\n    x = fetch(2)\n    yield x\n    return 7\ndef deleg():\n    r = yield from sub()\n    yield r\nprint(list(deleg()))\n",
    "class C:\n    a = fetch(4)\n    def m(self):\n        return self.a\nprint(C().m())\n",
    "class Ctx:\n    def __enter__(self):\n        return fetch(5)\n    def __exit__(self, *a):\n        return False\n"
    "with Ctx() as v:\n    print(v)\n",
    "try:\n    fetch(1)\nexcept ValueError as e:\n    print('caught', e)\nd = {'k': [1, 2.5, None, (3, 'x')], 7: {1, 2}}\n"
    "print(fetch(d, key=b'x'), d)\n",
    "rows = [{'id': i, 'name': 'item' + str(i), 'v': i * 1.5} for i in range(50)]\nn = fetch(len(rows))\n",
    // Paused after prelude-backed builtins ran (the snapshot carries the prelude's program) and
    // inside one (a key function waiting for the host).
    "k = sorted([3, 1], key=lambda v: v)\nx = fetch(1)\nprint(k, x)\n",
    "print(list(map(lambda v: fetch(v), filter(lambda v: v > 1, [1, 2, 3]))))\n",
    "print(sorted(['bb', 'a', 'ccc'], key=lambda s: fetch(len(s))), min([4, 2], key=lambda v: -v))\n",
    // Paused in a guard with the subject's copy on the value stack, and in a case body.
    "class P:\n    __match_args__ = ('x', 'y')\n    def __init__(self, x, y):\n        self.x, self.y = x, y\n"
    "for s in [P(1, 2), {'k': [3, 4], 'z': 0}]:\n    match s:\n        case P(a, b) if fetch(a):\n            print(a, b)\n"
    "        case {'k': [_, *rest], **other}:\n            print(fetch(rest), other)\n",
};

// Paused asynchronous executions (top-level await, fetch declared async): at an awaited call in
// the lone task, in the event loop's wait for a gather batch, and inside tasks and async
// generators. Their answers need the sandbox's protocol, so they have no .expected output.
const char* const kAsyncPausedPrograms[] = {
    "t = 0\nfor i in range(3):\n    t += await fetch(i)\nprint(t)\n",
    "import asyncio\nrs = await asyncio.gather(*(fetch(i) for i in range(4)))\nprint(rs)\n",
    "a = fetch(1)\nb = await fetch(2)\nprint(await a, b)\n",
    "import asyncio\nasync def job(i):\n    await asyncio.sleep(i)\n    return await fetch(i)\n"
    "print(await asyncio.gather(job(1), job(2)))\n",
    "async def gen(n):\n    for i in range(n):\n        yield await fetch(i)\nprint([v async for v in gen(3)])\n",
};

void write_seed(const std::string& path, char kind, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << kind << bytes;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: fuzz_snapshot_seeds OUT_DIR FILE.py...\n";
        return 2;
    }
    std::string out_dir = argv[1];
    int written = 0;
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        auto compiled = basilisk::compiler::compile_program(ss.str());
        auto* program = std::get_if<basilisk::vm::ProgramRef>(&compiled);
        if (!program) continue;
        std::string name = out_dir + "/seed" + std::to_string(i);
        write_seed(name + "_program", '\x01', basilisk::checkpoint::dump_program(**program));
        basilisk::vm::Vm vm;
        vm.start_module(vm.add_program(*program));
        write_seed(name + "_execution", '\x00', basilisk::checkpoint::dump_execution(vm));
        written += 2;
        vm.limits().max_instructions = 3000;
        vm.limits().max_duration_ms = 2000;
        if (vm.run() == basilisk::vm::RunStatus::LimitExceeded && !vm.frames().empty()) {
            write_seed(name + "_midway", '\x00', basilisk::checkpoint::dump_execution(vm));
            ++written;
        }
    }
    int k = 0;
    for (const char* source : kPausedPrograms) {
        basilisk::compiler::CompileOptions opts;
        opts.mode = basilisk::compiler::CompileOptions::Mode::Embedded;
        auto compiled = basilisk::compiler::compile_program(source, opts);
        auto* program = std::get_if<basilisk::vm::ProgramRef>(&compiled);
        if (!program) continue;
        basilisk::vm::Vm vm;
        vm.is_host_function = [](std::string_view n) { return n == "fetch"; };
        vm.start_module(vm.add_program(*program));
        if (vm.run() != basilisk::vm::RunStatus::HostCall) continue;
        std::string name = out_dir + "/paused" + std::to_string(k++);
        write_seed(name, '\x00', basilisk::checkpoint::dump_execution(vm));
        ++written;
        // What the uninterrupted run prints when every fetch(n) is answered with n * 10, for the
        // test that restores each paused seed in a fresh process (tests/tools/check_seeds_fresh.sh).
        basilisk::vm::RunStatus st = basilisk::vm::RunStatus::HostCall;
        while (st == basilisk::vm::RunStatus::HostCall) {
            auto& p = vm.pending_call();
            int64_t a = p.args.empty() || !p.args[0].is_small_int() ? 0 : p.args[0].as_small_int();
            vm.resume_host_call(vm.new_int(a * 10));
            st = vm.run();
        }
        if (st == basilisk::vm::RunStatus::Finished) std::ofstream(name + ".expected", std::ios::binary) << vm.output();
    }
    for (const char* source : kAsyncPausedPrograms) {
        basilisk::compiler::CompileOptions opts;
        opts.mode = basilisk::compiler::CompileOptions::Mode::Embedded;
        opts.top_level_await = true;
        auto compiled = basilisk::compiler::compile_program(source, opts);
        auto* program = std::get_if<basilisk::vm::ProgramRef>(&compiled);
        if (!program) continue;
        basilisk::vm::Vm vm;
        vm.is_host_function = [](std::string_view n) { return n == "fetch"; };
        vm.is_async_host_function = [](std::string_view n) { return n == "fetch"; };
        vm.start_module(vm.add_program(*program));
        if (vm.run() != basilisk::vm::RunStatus::HostCall) continue;
        write_seed(out_dir + "/async_paused" + std::to_string(k++), '\x00', basilisk::checkpoint::dump_execution(vm));
        ++written;
    }
    std::cout << "fuzz_snapshot_seeds: " << written << " seeds in " << out_dir << "\n";
    return 0;
}
