#include "engine/kinds/pair_kind.hpp"

#include "engine/model/address.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = KindParam::Type;

const PairEnds& endsOf(const KindSettings& s) { return *s.pairEnds(); }
PairEnds& endsOf(KindSettings& s) { return *s.pairEnds(); }

/** An end's address (`bind`, `peer.address`): a string that is an IP address. */
KindParam addressParam(const char* key, const char* help, std::string& (*at)(KindSettings&),
                       const std::string& (*get)(const KindSettings&)) {
    KindParam p{.key = key, .type = Type::Text, .required = true, .help = help};
    p.get = [get](const KindSettings& s) { return Json(get(s)); };
    p.read = [at, leaf = p.leaf()](ObjectReader& r, KindSettings& s) {
        std::string& address = at(s);
        r.string(leaf, address, true);
        if (r.hasString(leaf) && !isIpAddress(address))
            r.problem(leaf, "must be an IPv4 or IPv6 address, got \"" + address + "\"");
    };
    return p;
}

}  // namespace

std::vector<KindParam> PairKind::params() const {
    std::vector<KindParam> params{
        addressParam("bind", QT_TRANSLATE_NOOP("KindSetting", "The address this worker listens on"),
                     [](KindSettings& s) -> std::string& { return endsOf(s).bind; },
                     [](const KindSettings& s) -> const std::string& { return endsOf(s).bind; }),
        bindAt<KindSettings, KindSettings>(
            {.key = "peer.dynamo", .type = Type::Text, .lo = 1, .required = true,
             .help = QT_TRANSLATE_NOOP("KindSetting", "The host its partner runs on")},
            [](auto& s) -> auto& { return endsOf(s).peer.dynamo; }, false),
        addressParam("peer.address",
                     QT_TRANSLATE_NOOP("KindSetting", "The address the partner connects from"),
                     [](KindSettings& s) -> std::string& { return endsOf(s).peer.address; },
                     [](const KindSettings& s) -> const std::string& { return endsOf(s).peer.address; }),
        bindAt<KindSettings, KindSettings>(
            {.key = "peer.cpu", .type = Type::Integer, .lo = 0, .hi = 1023, .nullable = true,
             .help = QT_TRANSLATE_NOOP("KindSetting", "The CPU of its host the partner is pinned to")},
            [](auto& s) -> auto& { return endsOf(s).peer.cpu; }, false),
    };
    for (KindParam& p : ownParams()) params.push_back(std::move(p));
    return params;
}

void PairKind::readConfigure(ObjectReader& reader, ConfiguredWorker& worker) const {
    readSettings(reader, ownParams(), *worker.settings);
}

void PairKind::checkRead(ObjectReader& r, const KindSettings& settings) const {
    const PairEnds& ends = endsOf(settings);
    if (familiesDiffer(ends.bind, ends.peer.address))
        r.problem("peer.address", "must be of the same family as bind (" + ends.bind + ")");
}

article::Text PairKind::pairText(article::Text words, const WorkerDef& worker) {
    const PairEnds* ends = worker.ends();
    if (!ends) return words;
    const auto end = [](const std::string& address, const std::string& dynamo) {
        return article::text(QT_TRANSLATE_NOOP("Article", "%1 (host %2)")).arg(address).arg(dynamo);
    };
    return words.arg(end(ends->bind, worker.dynamo)).arg(end(ends->peer.address, ends->peer.dynamo));
}

}  // namespace iometry::model
