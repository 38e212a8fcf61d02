#pragma once
// `basilisk demo`: a tiny agent host that shows the pause / dump / restore loop across processes.
namespace basilisk::interp {

// argv after "demo": `run SCRIPT STATE_FILE` or `resume STATE_FILE approve|deny`.
int run_demo(int argc, char** argv);

}  // namespace basilisk::interp
