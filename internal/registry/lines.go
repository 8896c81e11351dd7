package registry

// head and tail share their schema: lines or bytes of one or more files.
