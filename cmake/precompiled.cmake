# Precompiled headers: third-party headers parsed once per target instead of once per file, which
# takes about a third off a full build (CI builds the tree twice: Release and ASan+UBSan).
# BASILISK_PCH=OFF compiles without them (e.g. to check that every file includes what it uses).
option(BASILISK_PCH "Precompile the third-party headers (cmake/pch_*.h)" ON)

function(basilisk_precompile target kind)
  if(BASILISK_PCH)
    target_precompile_headers(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch_${kind}.h)
  endif()
endfunction()
