#pragma once
// Heap objects. Every object lives in one execution's heap arena and is addressed by its index
// (ObjRef); objects refer to each other only through Values, never through pointers.
#include <cstdint>
#include <string>
#include <vector>

#include "vm/value.h"
#include "vm/types.h"

namespace basilisk::vm {

enum class ObjKind : uint8_t {
    Str, Bytes, BigInt, List, Tuple, Dict, Set, FrozenSet, Range, Slice,
    Function, BoundMethod, Cell, Class, Instance, Exception, Generator,
    Property, ClassMethod, StaticMethod, Super, Module, SeqIter, DictView,
    Enumerate, Zip, HostFunction,
    // Coroutines and async generators share GeneratorObject's layout (a suspended frame).
    Coroutine, AsyncGenerator,
    Union,
    // Only instances of a `class X(float)` (plain floats live in the Value word): FloatSubObject.
    Float,
    // `list[int]`: types.GenericAlias (vm/generic_alias.cpp).
    GenericAlias,
};

// Collects the references an object holds, for the mark phase of the collector.
class Tracer {
public:
    void visit(Value v) {
        if (v.is_object()) m_pending.push_back(v.as_object());
    }
    void visit_all(const std::vector<Value>& values) {
        for (Value v : values) visit(v);
    }
    std::vector<ObjRef>& pending() { return m_pending; }

private:
    std::vector<ObjRef> m_pending;
};

struct Object {
    explicit Object(ObjKind k) : kind(k) {}
    virtual ~Object() = default;
    Object(const Object&) = delete;
    Object& operator=(const Object&) = delete;

    virtual void trace(Tracer&) const {}
    // Approximate bytes owned by the object, for the memory limit.
    virtual size_t owned_bytes() const { return 0; }

    const ObjKind kind;
    // Which of the heap's size-class pools holds the object (0: made with new). Set by Heap.
    uint8_t heap_class = 0;
};

}  // namespace basilisk::vm
