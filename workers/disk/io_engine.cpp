#include "workers/disk/io_engine.hpp"

namespace iometry::workers::disk {

std::unique_ptr<IoEngine> makeIoEngine(const std::string& wanted, int fd, unsigned depth,
                                       const IoBuffers& buffers, std::string& note,
                                       std::string& error) {
    if (wanted == "io_uring") return makeUringEngine(fd, depth, buffers, error);
    if (wanted == "libaio") return makeAioEngine(fd, depth, buffers, error);
    if (wanted == "sync") return makeSyncEngine(fd, buffers);
    if (wanted != "auto") {
        error = "unknown engine \"" + wanted + "\" (auto, io_uring, libaio or sync)";
        return nullptr;
    }
    std::string why;
    if (auto engine = makeUringEngine(fd, depth, buffers, why)) return engine;
    note = "io_uring: " + why;
    why.clear();
    if (auto engine = makeAioEngine(fd, depth, buffers, why)) return engine;
    note += "; libaio: " + why;
    return makeSyncEngine(fd, buffers);
}

}  // namespace iometry::workers::disk
