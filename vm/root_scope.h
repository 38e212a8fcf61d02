#pragma once
// Keeps values alive across nested runs that may collect garbage (a user __eq__, __hash__,
// __iter__ or any vm.call of Python code): pushes them onto the VM's host roots and pops back
// to where the scope started when it ends, on every return path.
#include <cstddef>

#include "vm/vm.h"

namespace basilisk::vm {

class RootScope {
public:
    explicit RootScope(Vm& vm) : m_vm(vm), m_mark(vm.host_roots().size()) {}
    ~RootScope() {
        if (m_vm.host_roots().size() > m_mark) m_vm.host_roots().resize(m_mark);
    }
    RootScope(const RootScope&) = delete;
    RootScope& operator=(const RootScope&) = delete;
    // Roots `v` (non-objects need no rooting) and returns it, so a new value can be rooted
    // where it is made.
    Value add(Value v) {
        if (v.is_object()) m_vm.host_roots().push_back(v);
        return v;
    }

private:
    Vm& m_vm;
    size_t m_mark;
};

}  // namespace basilisk::vm
