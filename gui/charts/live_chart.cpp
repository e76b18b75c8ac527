#include "gui/charts/live_chart.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <functional>
#include <memory>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMenu>
#include <QMouseEvent>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "gui/language.hpp"

namespace iometry::gui {
namespace {

// Distinct on white and in grey print: the Tableau 10 palette.
const QColor kPalette[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44),
                           QColor(214, 39, 40),  QColor(148, 103, 189), QColor(140, 86, 75),
                           QColor(227, 119, 194), QColor(127, 127, 127), QColor(188, 189, 34),
                           QColor(23, 190, 207)};

// The chart's words: their translations are under the context "LiveChart", not the class's
// own "iometry::gui::LiveChart", so they are looked up there.
class ChartText {
    Q_DECLARE_TR_FUNCTIONS(LiveChart)
};

constexpr int kReplotMs = 100;
constexpr int kSeriesRole = Qt::UserRole + 1;  // a list item's series index
constexpr int kMaxMarkers = 2000;              // the whole run keeps at most these
constexpr double kTracerReachPx = 40;          // a series farther from the cursor is not read
const char* const kOverlayLayer = "overlay";

/** A value as the tracer reads it: three significant digits, no exponent. */
QString readValue(double v) {
    const double a = std::abs(v);
    return QString::number(v, 'f', a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3);
}

QIcon swatch(const QColor& color) {
    QPixmap pixmap(10, 10);
    pixmap.fill(color);
    return QIcon(pixmap);
}

}  // namespace

LiveChart::LiveChart(const QString& title, const QString& valueLabel, QWidget* parent)
    : QWidget(parent),
      m_plot(new QCustomPlot(this)),
      m_title(nullptr),
      m_legendBox(new QCPLayoutGrid),
      m_list(new QTreeWidget(this)),
      m_followButton(new QToolButton(this)) {
    m_plot->setMinimumSize(240, 160);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setNotAntialiasedElements(QCP::aeAll);
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, title, QFont(font().family(), 10, QFont::Bold));
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->yAxis->setLabel(valueLabel);

    // The legend in a column of its own right of the plot, at the top (an empty element
    // below it takes the rest of the height).
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->addElement(1, 1, m_legendBox);
    m_legendBox->addElement(0, 0, m_plot->legend);
    m_legendBox->addElement(1, 0, new QCPLayoutElement(m_plot));
    m_legendBox->setRowStretchFactor(0, 0.001);
    m_legendBox->setRowStretchFactor(1, 1);
    m_legendBox->setMargins(QMargins(0, 0, 3, 0));  // room for the legend's right border
    m_plot->plotLayout()->setColumnStretchFactor(0, 1);
    m_plot->plotLayout()->setColumnStretchFactor(1, 0.001);
    m_plot->legend->setVisible(false);  // shown once a series is
    m_plot->legend->setFont(QFont(font().family(), 8));
    m_plot->legend->setIconSize(16, 8);
    m_plot->legend->setRowSpacing(0);

    // Wheel zoom and drag pan act on the time axis only; the value axis follows the data.
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this](QWheelEvent*) { setFollowing(false); });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        if (event->buttons() & Qt::LeftButton) setFollowing(false);  // a drag pans
        showTracer(event->position());
    });
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        m_heatDirty = m_resample = true;
        if (!m_following) m_dirty = true;  // zoomed or panned: draw the new range soon
    });
    m_plot->installEventFilter(this);

    // The tracer and its reading on a layer of their own, redrawn without the graphs.
    m_plot->layer(kOverlayLayer)->setMode(QCPLayer::lmBuffered);
    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setLayer(kOverlayLayer);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(7);
    m_tracer->setInterpolating(false);
    m_tracer->setVisible(false);
    m_tracerText = new QCPItemText(m_plot);
    m_tracerText->setLayer(kOverlayLayer);
    m_tracerText->setClipToAxisRect(false);
    m_tracerText->position->setType(QCPItemPosition::ptAbsolute);
    m_tracerText->setFont(QFont(font().family(), 8));
    m_tracerText->setTextAlignment(Qt::AlignLeft);
    m_tracerText->setPadding(QMargins(4, 2, 4, 2));
    m_tracerText->setBrush(QColor(255, 255, 255, 230));
    m_tracerText->setPen(QPen(QColor(120, 120, 120)));
    m_tracerText->setVisible(false);

    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu(this);
        menu.addAction(ChartText::tr("Save chart as…"), this,
                       [this] { Q_EMIT saveRequested(m_plot); });
        menu.exec(m_plot->mapToGlobal(at));
    });

    // Beside the plot: Follow, and the series to draw.
    m_followButton->setCheckable(true);
    m_followButton->setChecked(true);
    m_followButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_followButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_followButton, &QToolButton::toggled, this, &LiveChart::setFollowing);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(true);
    m_list->setIndentation(12);
    m_list->setUniformRowHeights(true);
    m_list->setFont(QFont(font().family(), 8));
    m_list->setIconSize(QSize(10, 10));
    m_list->setFixedWidth(150);
    connect(m_list, &QTreeWidget::itemChanged, this, &LiveChart::onListChanged);

    auto* side = new QVBoxLayout;
    side->setContentsMargins(0, 0, 0, 0);
    side->setSpacing(2);
    side->addWidget(m_followButton);
    side->addWidget(m_list, 1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_plot, 1);
    layout->addLayout(side);
    onLanguageChange(this, [this] { retranslate(); });

    m_replotTimer.setInterval(kReplotMs);
    // One replot at a time across the charts of the process, so one pass of the event loop
    // draws one chart even when the loop fell behind and several ticks are due at once
    // (measured: two replots in one pass took 52 ms; 405 ms under ASan). A tick that finds
    // another chart's replot still queued waits kTurnMs and asks again; a turn older than a
    // second is taken as lost, so no chart waits for ever.
    auto takeTurn = std::make_shared<std::function<void()>>();
    *takeTurn = [this, again = std::weak_ptr<std::function<void()>>(takeTurn)] {
        static QElapsedTimer turnTaken;  // valid while a chart's queued replot has not run
        constexpr int kTurnMs = kReplotMs / 8;
        if (turnTaken.isValid() && turnTaken.elapsed() < 1000) {
            QTimer::singleShot(kTurnMs, this, [again] {
                if (auto turn = again.lock()) (*turn)();
            });
            return;
        }
        if (!m_dirty && !m_resample && !(m_heatDirty && m_heatMap)) return;
        turnTaken.start();
        connect(m_plot, &QCustomPlot::afterReplot, this, [] { turnTaken.invalidate(); },
                Qt::SingleShotConnection);
        flush();
    };
    connect(&m_replotTimer, &QTimer::timeout, this, [takeTurn] { (*takeTurn)(); });
    // The charts of a page take turns: their ticks are spread over the interval, so one
    // pass of the event loop replots one chart, not all of them.
    static int instances = 0;
    QTimer::singleShot((instances++ % 4) * kReplotMs / 4, this, [this] { m_replotTimer.start(); });
}

void LiveChart::retranslate() {
    // The time is read under the heat strip while it is shown (setHeatStripShown).
    QCPAxis* time = m_heatRect ? m_heatRect->axis(QCPAxis::atBottom) : m_plot->xAxis;
    time->setLabel(ChartText::tr("time, s"));
    if (m_heatScale) m_heatScale->axis()->setLabel(ChartText::tr("CPU %"));
    m_followButton->setText(ChartText::tr("Follow"));
    m_followButton->setToolTip(
        ChartText::tr("Follow the latest data. The wheel zooms and a drag pans the time axis, "
                      "which stops following."));
    m_list->setToolTip(ChartText::tr("Series to draw"));
    // A reading is made again when the cursor moves; the one shown is in the old words.
    hideTracer();
    m_tracerText->setText(QString());
    m_dirty = true;
}

void LiveChart::setSeries(const QStringList& names) {
    hideTracer();
    for (Series& s : m_series)
        if (s.graph) m_plot->removeGraph(s.graph);
    m_series.clear();
    for (const Marker& m : m_markers) {
        m_plot->removeItem(m.line);
        m_plot->removeItem(m.label);
    }
    m_markers.clear();
    m_heat.clear();
    m_heatNames.clear();
    // The strip stays as it was ticked, without rows until new ones come.
    const bool heat = m_heatItem != nullptr;
    m_updatingList = true;
    m_list->clear();
    m_heatItem = nullptr;
    m_updatingList = false;
    if (heat) enableHeatStrip(m_heatListName);
    updateHeatAxes();
    m_heatDirty = true;
    m_firstT = m_latestT = -1;
    for (const QString& name : names) addSeries(name);
    setFollowing(true);
    m_legendDirty = m_dirty = true;
}

QTreeWidgetItem* LiveChart::groupItem(const QString& group) {
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (item != m_heatItem && item->childCount() > 0 && item->text(0) == group) return item;
    }
    auto* item = new QTreeWidgetItem(QStringList(group));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
    addTopLevel(item);
    return item;
}

void LiveChart::addTopLevel(QTreeWidgetItem* item) {
    // The heat strip's item stays last.
    if (m_heatItem) m_list->insertTopLevelItem(m_list->indexOfTopLevelItem(m_heatItem), item);
    else m_list->addTopLevelItem(item);
}

int LiveChart::addSeries(const QString& name, const QString& group, bool shown) {
    const int i = seriesCount();
    Series s;
    s.name = name;
    s.group = group;
    s.color = kPalette[i % std::size(kPalette)];
    s.store = newStore(i);
    m_updatingList = true;
    s.item = new QTreeWidgetItem(QStringList(name));
    s.item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    s.item->setData(0, kSeriesRole, i);
    s.item->setIcon(0, swatch(s.color));
    s.item->setCheckState(0, Qt::Unchecked);
    if (group.isEmpty()) {
        addTopLevel(s.item);
    } else {
        QTreeWidgetItem* parent = groupItem(group);
        parent->addChild(s.item);
    }
    m_updatingList = false;
    m_series.push_back(std::move(s));
    if (shown) setSeriesShown(i, true);
    return i;
}

QString LiveChart::seriesName(int series) const {
    return series >= 0 && series < seriesCount() ? m_series[series].name : QString();
}

void LiveChart::setSeriesName(int series, const QString& name) {
    if (series < 0 || series >= seriesCount() || m_series[series].name == name) return;
    Series& s = m_series[series];
    s.name = name;
    m_updatingList = true;
    s.item->setText(0, name);
    m_updatingList = false;
    if (s.graph) {
        s.graph->setName(name);
        m_dirty = true;  // the legend shows it
    }
}

void LiveChart::renameGroup(const QString& from, const QString& to) {
    if (from.isEmpty() || from == to) return;
    for (Series& s : m_series)
        if (s.group == from) s.group = to;
    m_updatingList = true;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (item != m_heatItem && item->childCount() > 0 && item->text(0) == from)
            item->setText(0, to);
    }
    m_updatingList = false;
}

void LiveChart::setSeriesShown(int series, bool shown) {
    if (series < 0 || series >= seriesCount()) return;
    Series& s = m_series[series];
    if (shown && !s.graph) {
        s.graph = m_plot->addGraph();
        s.graph->setName(s.name);
        // The graph draws what resample() makes of the store for the time shown.
        QPen pen(s.color);
        // Pen width 1, no antialiasing, no fills on live graphs; the total stands out.
        pen.setWidth(s.group.isEmpty() && series == 0 ? 2 : 1);
        s.graph->setPen(pen);
        s.graph->setAdaptiveSampling(false);  // resample() did it
        s.graph->removeFromLegend();
        m_resample = true;
    } else if (!shown && s.graph) {
        if (m_tracer->graph() == s.graph) hideTracer();
        m_plot->removeGraph(s.graph);
        s.graph = nullptr;
    }
    m_updatingList = true;
    s.item->setCheckState(0, shown ? Qt::Checked : Qt::Unchecked);
    m_updatingList = false;
    m_legendDirty = m_dirty = true;
}

bool LiveChart::isSeriesShown(int series) const {
    return series >= 0 && series < seriesCount() && m_series[series].graph != nullptr;
}

void LiveChart::setGroupShown(const QString& group, bool shown) {
    for (int i = 0; i < seriesCount(); ++i)
        if (m_series[i].group == group) setSeriesShown(i, shown);
}

void LiveChart::onListChanged(QTreeWidgetItem* item) {
    if (m_updatingList) return;
    const bool checked = item->checkState(0) == Qt::Checked;
    if (item == m_heatItem) {
        setHeatStripShown(checked);
        return;
    }
    const QVariant index = item->data(0, kSeriesRole);
    if (index.isValid()) setSeriesShown(index.toInt(), checked);
    // A group's item checks its children itself (Qt::ItemIsAutoTristate); each child
    // comes here in turn.
}

void LiveChart::setLabels(const QString& title, const QString& valueLabel) {
    m_title->setText(title);
    m_plot->yAxis->setLabel(valueLabel);
    m_dirty = true;
}

QString LiveChart::title() const {
    return m_title->text();
}

void LiveChart::setWindowSeconds(double seconds) {
    m_windowS = seconds;
    m_dirty = m_heatDirty = true;
}

LiveChart::Store LiveChart::newStore(int index) {
    // Every store of a chart receives its points in the same append, so anything a store
    // does at a given point count, all of them do at once: with a vector that grows by
    // doubling, one append in a run with 350 series reallocated and copied all 350 stores
    // (an append of 25 ms at 4,096 points, over 200 ms under ASan). So each store gets its
    // whole room at once (untouched pages cost no memory), never squeezes it by itself,
    // and halves at a bound of its own, spread over the last quarter below kMaxPoints.
    Store store;
    store.points = QSharedPointer<QCPGraphDataContainer>::create();
    store.points->setAutoSqueeze(false);
    QVector<QCPGraphData> room;
    room.reserve(kMaxPoints);
    store.points->set(room, true);
    constexpr int kPhases = 8;
    store.limit = kMaxPoints - (index % kPhases) * (kMaxPoints / 4 / kPhases);
    return store;
}

void LiveChart::push(Store& store, double t, double value) {
    if (store.stride > 1) {
        store.pendingT += t;
        store.pendingV += value;
        if (++store.pendingCount < store.stride) return;
        t = store.pendingT / store.stride;
        value = store.pendingV / store.stride;
        store.pendingCount = 0;
        store.pendingT = store.pendingV = 0;
    }
    store.points->add(QCPGraphData(t, value));
    const int size = store.points->size();
    if (size < store.limit) {
        // Points dropped by the window still fill the allocation's front: move the rest
        // down before an append would have to grow it.
        if (store.front + size >= store.limit) {
            store.points->squeeze(true, false);
            store.front = 0;
        }
        return;
    }
    // Full: average neighbours in pairs, and from now on every `stride` new points.
    QVector<QCPGraphData> halved;
    halved.reserve(kMaxPoints);
    auto it = store.points->constBegin();
    const auto end = store.points->constEnd();
    for (; it + 1 < end; it += 2)
        halved.append(QCPGraphData((it->key + (it + 1)->key) / 2, (it->value + (it + 1)->value) / 2));
    if (it != end) halved.append(*it);
    store.points->set(halved, true);
    store.front = 0;
    store.stride *= 2;
}

void LiveChart::append(int series, double t, double value) {
    if (series < 0 || series >= seriesCount() || !std::isfinite(t) || !std::isfinite(value)) return;
    push(m_series[series].store, t, value);
    if (m_firstT < 0 || t < m_firstT) m_firstT = t;
    m_latestT = std::max(m_latestT, t);
    m_dirty = true;
}

void LiveChart::clear() {
    hideTracer();
    for (int i = 0; i < seriesCount(); ++i) m_series[i].store = newStore(i);
    m_resample = true;
    for (int i = 0; i < heatRowCount(); ++i) m_heat[i] = newStore(i);
    for (const Marker& m : m_markers) {
        m_plot->removeItem(m.line);
        m_plot->removeItem(m.label);
    }
    m_markers.clear();
    m_firstT = m_latestT = -1;
    m_dirty = m_heatDirty = true;
}

void LiveChart::setFixedValueRange(double lower, double upper) {
    m_fixedLower = lower;
    m_fixedUpper = upper;
    m_dirty = true;
}

int LiveChart::pointCount(int series) const {
    return series >= 0 && series < seriesCount() ? m_series[series].store.points->size() : 0;
}

int LiveChart::heatPointCount(int row) const {
    return row >= 0 && row < heatRowCount() ? m_heat[row].points->size() : 0;
}

// --- Heat strip ---

void LiveChart::enableHeatStrip(const QString& listName) {
    m_heatListName = listName;
    m_updatingList = true;
    if (m_heatItem) {
        m_heatItem->setText(0, listName);
        m_updatingList = false;
        return;
    }
    m_heatItem = new QTreeWidgetItem(QStringList(listName));
    m_heatItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    m_heatItem->setCheckState(0, m_heatShown ? Qt::Checked : Qt::Unchecked);
    m_list->addTopLevelItem(m_heatItem);
    m_updatingList = false;
}

int LiveChart::addHeatRow(const QString& name) {
    m_heat.push_back(newStore(heatRowCount()));
    m_heatNames.append(name);
    if (m_heatShown) {
        updateHeatAxes();
        m_heatDirty = m_dirty = true;
    }
    return heatRowCount() - 1;
}

void LiveChart::appendHeat(int row, double t, double percent) {
    if (row < 0 || row >= heatRowCount() || !std::isfinite(t) || !std::isfinite(percent)) return;
    push(m_heat[row], t, percent);
    if (m_firstT < 0 || t < m_firstT) m_firstT = t;
    m_latestT = std::max(m_latestT, t);
    m_dirty = m_heatDirty = true;
}

void LiveChart::setHeatStripShown(bool shown) {
    if (shown == m_heatShown) return;
    m_heatShown = shown;
    if (m_heatItem) {
        m_updatingList = true;
        m_heatItem->setCheckState(0, shown ? Qt::Checked : Qt::Unchecked);
        m_updatingList = false;
    }
    QCPLayoutGrid* layout = m_plot->plotLayout();
    if (shown) {
        // Row 2: the strip under the lines (same left and right edges), its colour scale
        // under the legend. The strip is made here and removed when hidden: it costs
        // nothing while unchecked.
        m_heatRect = new QCPAxisRect(m_plot);
        m_heatRect->setupFullAxesBox(false);
        for (QCPAxis* axis : m_heatRect->axes()) {
            axis->grid()->setVisible(false);
            axis->setSubTicks(false);
        }
        m_heatRect->axis(QCPAxis::atTop)->setVisible(false);
        m_heatRect->axis(QCPAxis::atRight)->setVisible(false);
        m_heatRect->setRangeDrag(Qt::Horizontal);
        m_heatRect->setRangeZoom(Qt::Horizontal);
        m_heatRect->setRangeDragAxes(m_plot->xAxis, nullptr);
        m_heatRect->setRangeZoomAxes(m_plot->xAxis, nullptr);
        QCPAxis* x = m_heatRect->axis(QCPAxis::atBottom);
        QCPAxis* y = m_heatRect->axis(QCPAxis::atLeft);
        x->setRange(m_plot->xAxis->range());
        connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), x,
                qOverload<const QCPRange&>(&QCPAxis::setRange));
        y->setRangeReversed(true);  // the first core on top
        y->setTickLabelFont(QFont(font().family(), 7));
        // Time is read under the strip, the lower element.
        x->setLabel(m_plot->xAxis->label());
        m_plot->xAxis->setTickLabels(false);
        m_plot->xAxis->setLabel(QString());

        m_heatMap = new QCPColorMap(x, y);
        m_heatMap->setInterpolate(false);
        m_heatMap->setTightBoundary(false);
        m_heatScale = new QCPColorScale(m_plot);
        m_heatScale->setType(QCPAxis::atRight);
        m_heatScale->setDataRange(QCPRange(0, 100));
        m_heatScale->setBarWidth(8);
        m_heatScale->axis()->setTickLabelFont(QFont(font().family(), 7));
        m_heatScale->axis()->setTicker(QSharedPointer<QCPAxisTickerFixed>::create());
        qSharedPointerCast<QCPAxisTickerFixed>(m_heatScale->axis()->ticker())->setTickStep(50);
        m_heatScale->axis()->setLabel(ChartText::tr("CPU %"));
        m_heatScale->axis()->setLabelFont(QFont(font().family(), 7));
        // Light to dark: idle cores recede, busy ones stand out (also in grey print).
        QCPColorGradient gradient;
        gradient.setColorStopAt(0, QColor(255, 255, 204));
        gradient.setColorStopAt(0.5, QColor(253, 141, 60));
        gradient.setColorStopAt(1, QColor(128, 0, 38));
        m_heatScale->setGradient(gradient);
        m_heatMap->setColorScale(m_heatScale);
        m_heatMap->setDataRange(QCPRange(0, 100));

        auto* margins = new QCPMarginGroup(m_plot);
        m_plot->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        m_heatRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        layout->addElement(2, 0, m_heatRect);
        layout->addElement(2, 1, m_heatScale);
        updateHeatAxes();
    } else if (m_heatRect) {
        m_plot->xAxis->setLabel(m_heatRect->axis(QCPAxis::atBottom)->label());
        m_plot->xAxis->setTickLabels(true);
        m_plot->removePlottable(m_heatMap);
        m_heatMap = nullptr;
        m_plot->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, nullptr);
        layout->remove(m_heatScale);
        layout->remove(m_heatRect);
        layout->simplify();
        m_heatScale = nullptr;
        m_heatRect = nullptr;
    }
    m_heatDirty = m_dirty = true;
}

void LiveChart::updateHeatAxes() {
    if (!m_heatRect) return;
    const int rows = std::max(1, heatRowCount());
    // A few pixels a core, within bounds: 16 cores make a strip of 64 px.
    const int height = std::clamp(rows * 4, 24, 120);
    m_heatRect->setMinimumSize(0, height);
    m_heatRect->setMaximumSize(QWIDGETSIZE_MAX, height);
    QCPAxis* y = m_heatRect->axis(QCPAxis::atLeft);
    y->setRange(-0.5, rows - 0.5);
    // One label a host: the dynamo's name in the middle of its cores ("dynamo/cpuN").
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    int first = 0;
    for (int i = 1; i <= heatRowCount(); ++i) {
        const QString prefix = m_heatNames[first].section('/', 0, 0);
        if (i < heatRowCount() && m_heatNames[i].section('/', 0, 0) == prefix) continue;
        ticker->addTick((first + i - 1) / 2.0, prefix);
        first = i;
    }
    y->setTicker(ticker);
}

void LiveChart::rebuildHeatMap() {
    m_heatDirty = false;
    if (!m_heatMap) return;
    const int rows = heatRowCount();
    const QCPRange range = m_plot->xAxis->range();
    QCPColorMapData* data = m_heatMap->data();
    if (rows == 0 || range.size() <= 0) {
        data->setSize(0, 0);
        return;
    }
    // A column per two pixels, or per sample when there are fewer (no empty columns
    // between samples).
    int buckets = std::clamp(m_heatRect->width() / 2, 8, 1000);
    const auto& first = m_heat.front().points;
    const int inRange = static_cast<int>(first->findEnd(range.upper, false) -
                                         first->findBegin(range.lower, false));
    if (inRange > 0) buckets = std::min(buckets, std::max(2, inRange));
    const double width = range.size() / buckets;
    // With one core the map still needs two cells up and down: both the same.
    const int cells = std::max(rows, 2);
    data->setSize(buckets, cells);
    data->setRange(QCPRange(range.lower + width / 2, range.upper - width / 2),
                   rows == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, rows - 1));
    std::vector<double> sum(buckets);
    std::vector<int> count(buckets);
    for (int row = 0; row < rows; ++row) {
        std::fill(sum.begin(), sum.end(), 0.0);
        std::fill(count.begin(), count.end(), 0);
        const auto& points = m_heat[row].points;
        const auto end = points->findEnd(range.upper, false);
        for (auto it = points->findBegin(range.lower, false); it != end; ++it) {
            const int b = std::clamp(static_cast<int>((it->key - range.lower) / width), 0, buckets - 1);
            sum[b] += it->value;
            ++count[b];
        }
        for (int b = 0; b < buckets; ++b) {
            // A column without a sample is left transparent: nothing was measured there.
            const double v = count[b] ? sum[b] / count[b] : 0;
            const unsigned char alpha = count[b] ? 255 : 0;
            data->setCell(b, row, v);
            data->setAlpha(b, row, alpha);
            if (rows == 1) {
                data->setCell(b, 1, v);
                data->setAlpha(b, 1, alpha);
            }
        }
    }
}

// --- Markers ---

void LiveChart::addMarker(double t, const QString& label, int tag) {
    auto* line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(t, 0);
    line->point2->setCoords(t, 1);
    line->setPen(QPen(QColor(90, 90, 90), 1, Qt::DashLine));
    auto* text = new QCPItemText(m_plot);
    text->position->setTypeX(QCPItemPosition::ptPlotCoords);
    text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(t, 0);
    text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    text->setText(label);
    text->setFont(QFont(font().family(), 7));
    text->setColor(QColor(60, 60, 60));
    text->setPadding(QMargins(3, 1, 3, 1));
    m_markers.append({t, line, text, tag});
    while (m_markers.size() > kMaxMarkers) {
        m_plot->removeItem(m_markers.front().line);
        m_plot->removeItem(m_markers.front().label);
        m_markers.removeFirst();
    }
    m_dirty = true;
}

void LiveChart::relabelMarkers(const std::function<QString(int tag)>& label) {
    for (const Marker& m : m_markers)
        if (m.tag >= 0) m.label->setText(label(m.tag));
    m_dirty = true;  // the labels' room differs with their length (updateMarkerLabels)
}

void LiveChart::updateMarkerLabels() {
    // Labels that would overlap the one before are hidden; their lines stay.
    const QFontMetrics metrics(QFont(font().family(), 7));
    double right = -1e300;
    for (const Marker& m : m_markers) {
        const double px = m_plot->xAxis->coordToPixel(m.t);
        const bool room = px >= right;
        m.label->setVisible(room);
        if (room) right = px + metrics.horizontalAdvance(m.label->text()) + 10;
    }
}

// --- Replot ---

void LiveChart::dropOld() {
    if (m_windowS <= 0 || m_latestT < 0) return;
    const double cutoff = m_latestT - m_windowS;
    auto drop = [cutoff](Store& store) {
        const int before = store.points->size();
        store.points->removeBefore(cutoff);  // moves the front: the allocation stays
        store.front += before - store.points->size();
    };
    for (Series& s : m_series) drop(s.store);
    for (Store& h : m_heat) drop(h);
    while (!m_markers.isEmpty() && m_markers.front().t < cutoff) {
        m_plot->removeItem(m_markers.front().line);
        m_plot->removeItem(m_markers.front().label);
        m_markers.removeFirst();
    }
}

void LiveChart::updateRanges() {
    if (m_fixedUpper > m_fixedLower) {
        m_plot->yAxis->setRange(m_fixedLower, m_fixedUpper);
        return;
    }
    // The value axis from 0 to the highest value shown in the time range.
    double upper = 0;
    for (const Series& s : m_series) {
        if (!s.graph) continue;
        bool found = false;
        const QCPRange r = s.graph->getValueRange(found, QCP::sdBoth, m_plot->xAxis->range());
        if (found) upper = std::max(upper, r.upper);
    }
    m_plot->yAxis->setRange(0, upper > 0 ? upper * 1.1 : 1);
}

QVector<QCPGraphData> LiveChart::resample(const Store& store, const QCPRange& range, int buckets) {
    // The points in the time shown and one on either side (the line leaves the plot);
    // where there are more than buckets, their means a bucket: a line is drawn at screen
    // resolution whatever the length of the window.
    const auto& points = *store.points;
    const auto begin = points.findBegin(range.lower, true);
    const auto end = points.findEnd(range.upper, true);
    const int n = static_cast<int>(end - begin);
    QVector<QCPGraphData> out;
    if (n <= buckets * 2 || buckets <= 0) {
        out.reserve(n);
        for (auto it = begin; it != end; ++it) out.append(*it);
        return out;
    }
    out.reserve(buckets + 2);
    const double width = range.size() / buckets;
    auto it = begin;
    if (it->key < range.lower) out.append(*it++);
    int bucket = -1, count = 0;
    double sumT = 0, sumV = 0;
    for (; it != end && it->key <= range.upper; ++it) {
        const int b = std::min(static_cast<int>((it->key - range.lower) / width), buckets - 1);
        if (b != bucket && count > 0) {
            out.append(QCPGraphData(sumT / count, sumV / count));
            count = 0;
            sumT = sumV = 0;
        }
        bucket = b;
        sumT += it->key;
        sumV += it->value;
        ++count;
    }
    if (count > 0) out.append(QCPGraphData(sumT / count, sumV / count));
    if (it != end) out.append(*it);
    return out;
}

void LiveChart::updateLegend() {
    m_legendDirty = false;
    m_plot->legend->clearItems();
    int listed = 0;
    for (Series& s : m_series) {
        if (!s.graph) continue;
        if (listed++ < kLegendMax) s.graph->addToLegend();
    }
    m_plot->legend->setVisible(listed > 0);
}

void LiveChart::flush() {
    if (!m_dirty && !m_resample && !(m_heatDirty && m_heatMap)) return;
    dropOld();
    if (m_legendDirty) updateLegend();
    if (m_following && m_latestT >= 0) {
        double lower = m_windowS > 0 ? std::max(m_firstT, m_latestT - m_windowS) : m_firstT;
        if (m_latestT - lower < 1e-6) lower = m_latestT - 1;
        m_plot->xAxis->setRange(lower, m_latestT);
    }
    // A point per two pixels at most.
    const QCPRange shown = m_plot->xAxis->range();
    const int buckets = std::max(16, m_plot->axisRect()->width() / 2);
    for (Series& s : m_series)
        if (s.graph) s.graph->data()->set(resample(s.store, shown, buckets), true);
    m_resample = false;
    updateRanges();
    if (m_heatMap && m_heatDirty) rebuildHeatMap();
    updateMarkerLabels();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    m_dirty = false;
}

void LiveChart::setFollowing(bool follow) {
    if (follow == m_following) return;
    m_following = follow;
    {
        const QSignalBlocker block(m_followButton);
        m_followButton->setChecked(follow);
    }
    if (follow) {
        m_dirty = m_heatDirty = true;
        flush();
    }
    Q_EMIT followingChanged(follow);
}

// --- Tracer ---

QString LiveChart::readingAt(const QPointF& pixel) {
    m_tracer->setGraph(nullptr);
    if (m_heatRect && m_heatRect->rect().contains(pixel.toPoint()) && heatRowCount() > 0) {
        const double t = m_heatRect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x());
        const int row = std::clamp(
            static_cast<int>(std::lround(m_heatRect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()))), 0,
            heatRowCount() - 1);
        const auto& points = m_heat[row].points;
        auto it = points->findBegin(t, false);
        if (it == points->constEnd() && it != points->constBegin()) --it;
        if (it != points->constBegin() && std::abs((it - 1)->key - t) < std::abs(it->key - t)) --it;
        if (it == points->constEnd()) return QString();
        return ChartText::tr("%1\nt = %2 s\n%3 %")
            .arg(m_heatNames[row], QString::number(it->key, 'f', 1), readValue(it->value));
    }
    if (!m_plot->axisRect()->rect().contains(pixel.toPoint())) return QString();
    const double t = m_plot->xAxis->pixelToCoord(pixel.x());
    double best = kTracerReachPx;
    const Series* found = nullptr;
    double foundKey = 0, foundValue = 0;
    for (const Series& s : m_series) {
        if (!s.graph) continue;
        const auto& points = s.store.points;
        if (points->isEmpty()) continue;
        auto it = points->findBegin(t, false);
        if (it == points->constEnd()) --it;
        if (it != points->constBegin() && std::abs((it - 1)->key - t) < std::abs(it->key - t)) --it;
        const double dx = m_plot->xAxis->coordToPixel(it->key) - pixel.x();
        const double dy = m_plot->yAxis->coordToPixel(it->value) - pixel.y();
        const double distance = std::hypot(dx, dy);
        if (distance < best) {
            best = distance;
            found = &s;
            foundKey = it->key;
            foundValue = it->value;
        }
    }
    if (!found) return QString();
    m_tracer->setGraph(found->graph);
    m_tracer->setGraphKey(foundKey);
    m_tracer->setPen(QPen(found->color, 2));
    return ChartText::tr("%1\nt = %2 s\n%3 %4")
        .arg(found->name, QString::number(foundKey, 'f', 1), readValue(foundValue),
             m_plot->yAxis->label());
}

void LiveChart::showTracer(const QPointF& pixel) {
    const QString text = readingAt(pixel);
    if (text.isEmpty()) {
        hideTracer();
        return;
    }
    m_tracer->setVisible(m_tracer->graph() != nullptr);
    m_tracerText->setText(text);
    // Beside the cursor, on the side with room.
    const bool left = pixel.x() > m_plot->width() / 2;
    const bool above = pixel.y() > m_plot->height() / 2;
    m_tracerText->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) |
                                       (above ? Qt::AlignBottom : Qt::AlignTop));
    m_tracerText->position->setCoords(pixel.x() + (left ? -10 : 10), pixel.y() + (above ? -10 : 10));
    m_tracerText->setVisible(true);
    m_plot->layer(kOverlayLayer)->replot();
}

void LiveChart::hideTracer() {
    if (!m_tracerText->visible() && !m_tracer->visible()) return;
    m_tracer->setVisible(false);
    m_tracer->setGraph(nullptr);
    m_tracerText->setVisible(false);
    m_plot->layer(kOverlayLayer)->replot();
}

bool LiveChart::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::Leave) hideTracer();
    return QWidget::eventFilter(watched, event);
}

}  // namespace iometry::gui
