#include "engine/kinds/pair_kind.hpp"

#include "engine/model/address.hpp"

namespace iometry::model {

std::vector<std::string> PairKind::pairKeys(std::vector<std::string> own) {
    own.insert(own.begin(), {"bind", "peer"});
    return own;
}

void PairKind::read(ObjectReader& reader, KindSettings& settings) const {
    readEnds(reader, endsOf(settings));
    readOwn(reader, settings);
}

void PairKind::readConfigure(ObjectReader& reader, ConfiguredWorker& worker) const {
    readOwn(reader, *worker.settings);
}

void PairKind::readEnds(ObjectReader& r, PairEnds& ends) {
    r.string("bind", ends.bind, true);
    if (r.hasString("bind") && !isIpAddress(ends.bind))
        r.problem("bind", "must be an IPv4 or IPv6 address, got \"" + ends.bind + "\"");
    const Json* peer = r.require("peer");
    if (!peer || !expectObject(*peer, r.pathOf("peer"), r.problems())) return;
    ObjectReader p(*peer, r.pathOf("peer"), r.problems());
    p.string("dynamo", ends.peer.dynamo, true, true);
    p.string("address", ends.peer.address, true);
    if (p.hasString("address") && !isIpAddress(ends.peer.address))
        p.problem("address", "must be an IPv4 or IPv6 address, got \"" + ends.peer.address + "\"");
    p.optionalInteger("cpu", ends.peer.cpu, 0, 1023);
    p.rejectUnknownKeys();
    if (familiesDiffer(ends.bind, ends.peer.address))
        r.problem("peer.address", "must be of the same family as bind (" + ends.bind + ")");
}

void PairKind::writeEnds(const PairEnds& ends, Json& worker) {
    worker["bind"] = ends.bind;
    worker["peer"] = {{"dynamo", ends.peer.dynamo}, {"address", ends.peer.address}};
    if (ends.peer.cpu) worker["peer"]["cpu"] = *ends.peer.cpu;
}

article::Text PairKind::pairText(article::Text words, const WorkerDef& worker) {
    const PairEnds* ends = worker.ends();
    if (!ends) return words;
    const auto end = [](const std::string& address, const std::string& dynamo) {
        return article::text(QT_TRANSLATE_NOOP("Article", "%1 (dynamo %2)")).arg(address).arg(dynamo);
    };
    return words.arg(end(ends->bind, worker.dynamo)).arg(end(ends->peer.address, ends->peer.dynamo));
}

}  // namespace iometry::model
