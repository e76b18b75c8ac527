#include "gui/charts/live_chart.hpp"

#include "gui/export/chart_export.hpp"

#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QMenu>
#include <QMouseEvent>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <qcustomplot.h>

#include "gui/charts/chart_text.hpp"
#include "gui/text_format.hpp"
#include "gui/language.hpp"

namespace iometry::gui {
namespace {

// Distinct on white and in grey print: the Tableau 10 palette.
const QColor kPalette[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44),
                           QColor(214, 39, 40),  QColor(148, 103, 189), QColor(140, 86, 75),
                           QColor(227, 119, 194), QColor(127, 127, 127), QColor(188, 189, 34),
                           QColor(23, 190, 207)};

constexpr int kReplotMs = 100;

/** What a shown graph holds: @p points as QCustomPlot's. */
QVector<QCPGraphData> graphData(const std::vector<ChartPoint>& points) {
    QVector<QCPGraphData> out;
    out.reserve(static_cast<qsizetype>(points.size()));
    for (const ChartPoint& p : points) out.append(QCPGraphData(p.t, p.value));
    return out;
}

}  // namespace

LiveChart::LiveChart(const QString& title, const QString& valueLabel, QWidget* parent)
    : QWidget(parent),
      m_plot(new QCustomPlot(this)),
      m_title(nullptr),
      m_ticker(QSharedPointer<SiTicker>::create()),
      m_legendBox(new QCPLayoutGrid),
      m_list(new SeriesTree(this)),
      m_followButton(new QToolButton(this)),
      m_heat(m_plot),
      m_markers(m_plot),
      m_tracer(m_plot) {
    m_plot->setMinimumSize(240, 160);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setNotAntialiasedElements(QCP::aeAll);
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, title, QFont(font().family(), 10, QFont::Bold));
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->yAxis->setLabel(valueLabel);
    m_plot->yAxis->setTicker(m_ticker);

    // Why the plot is empty, in its middle (setEmptyNote()).
    m_emptyNote = new QCPItemText(m_plot);
    m_emptyNote->setText(QString());  // QCustomPlot's default is "text": no note until one is set
    m_emptyNote->setClipToAxisRect(true);
    m_emptyNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyNote->position->setCoords(0.5, 0.5);
    m_emptyNote->setPositionAlignment(Qt::AlignCenter);
    m_emptyNote->setTextAlignment(Qt::AlignCenter);
    m_emptyNote->setColor(palette().color(QPalette::PlaceholderText));
    m_emptyNote->setVisible(false);
    m_emptyNote->setLayer(QStringLiteral("legend"));  // over the grid, apart from the markers

    // On screen the checkable list beside the plot names the series, each with its colour,
    // drawn or not; a legend would name them twice. A saved chart has no list: it gets the
    // legend, in a column of its own right of the plot, at the top (an empty element below
    // it takes the rest of the height), only while it is saved (saveWithLegend()).
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_legendBox->addElement(0, 0, m_plot->legend);
    m_legendBox->addElement(1, 0, new QCPLayoutElement(m_plot));
    m_legendBox->setRowStretchFactor(0, 0.001);
    m_legendBox->setRowStretchFactor(1, 1);
    m_legendBox->setMargins(QMargins(0, 0, 3, 0));  // room for the legend's right border
    m_plot->legend->setVisible(false);  // shown in a saved chart that draws a series
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

    // The menu every chart has, the Report figure's too (gui/export/chart_export.hpp); a
    // saved live chart gets its legend (saveWithLegend()).
    addChartMenu(m_plot, [this] { saveWithLegend(); });

    // Beside the plot: Follow, and the series to draw.
    m_followButton->setCheckable(true);
    m_followButton->setChecked(true);
    m_followButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_followButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_followButton, &QToolButton::toggled, this, &LiveChart::setFollowing);
    connect(m_list, &SeriesTree::seriesToggled, this, &LiveChart::setSeriesShown);
    connect(m_list, &SeriesTree::heatStripToggled, this, &LiveChart::setHeatStripShown);

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
        if (!m_dirty && !m_resample && !(m_heatDirty && m_heat.map())) return;
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

LiveChart::~LiveChart() {
    // Back in the plot's layout, the plot deletes the legend with it, as it expects to.
    if (!m_legendBox->layout()) m_plot->plotLayout()->addElement(1, 1, m_legendBox);
}

QString SiTicker::getTickLabel(double tick, const QLocale&, QChar, int) {
    return formatSi(tick * toBase, unit, belowOne);
}

void LiveChart::setValueUnit(double toBase, const QString& unit, BelowOne belowOne) {
    m_ticker->toBase = toBase;
    m_ticker->unit = unit;
    m_ticker->belowOne = belowOne;
    m_dirty = true;
}

QString LiveChart::tickLabel(double value) const {
    return formatSi(value * m_ticker->toBase, m_ticker->unit, m_ticker->belowOne);
}

void LiveChart::setEmptyNote(const QString& note) {
    m_emptyNoteText = note;
    m_emptyNote->setText(note);
    m_dirty = true;
    updateEmptyNote();
}

QString LiveChart::emptyNote() const { return m_emptyNoteText; }

bool LiveChart::isEmptyNoteShown() const { return m_emptyNote->visible(); }

void LiveChart::updateEmptyNote() {
    const bool drawn = std::any_of(m_series.begin(), m_series.end(),
                                   [](const ChartSeries& s) { return s.graph && s.store.size() > 0; });
    m_emptyNote->setVisible(!m_emptyNoteText.isEmpty() && !drawn);
    if (!m_emptyNote->visible()) return;
    // Whole within the plot: its sentences wrapped at the plot's width, the font smaller only
    // when the lines are still too wide or too many (a narrow chart, a long translation).
    QFont font = m_plot->font();
    const int room = m_plot->axisRect()->width() - 8, high = m_plot->axisRect()->height() - 4;
    QString text = m_emptyNoteText;
    for (qreal size = font.pointSizeF(); size >= 6; size -= 0.5) {
        font.setPointSizeF(size);
        const QFontMetrics metrics(font);
        text = wrapText(m_emptyNoteText, font, room);
        const QStringList lines = text.split(QLatin1Char('\n'));
        int widest = 0;
        for (const QString& line : lines) widest = std::max(widest, metrics.horizontalAdvance(line));
        if (widest <= room && int(lines.size()) * metrics.lineSpacing() <= high) break;
    }
    m_emptyNote->setFont(font);
    m_emptyNote->setText(text);
}

void LiveChart::saveWithLegend() {
    m_plot->plotLayout()->addElement(1, 1, m_legendBox);
    m_plot->plotLayout()->setColumnStretchFactor(0, 1);
    m_plot->plotLayout()->setColumnStretchFactor(1, 0.001);
    updateLegend();
    Q_EMIT saveRequested(m_plot);
    m_plot->legend->setVisible(false);
    m_plot->plotLayout()->take(m_legendBox);
    m_plot->plotLayout()->simplify();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void LiveChart::retranslate() {
    // The time is read under the heat strip while it is shown (HeatStrip::show()).
    QCPAxis* time = m_heat.isShown() ? m_heat.timeAxis() : m_plot->xAxis;
    time->setLabel(ChartText::tr("time, s"));
    m_heat.retranslate();
    m_followButton->setText(ChartText::tr("Follow"));
    m_followButton->setToolTip(
        ChartText::tr("Follow the latest data. The wheel zooms and a drag pans the time axis, "
                      "which stops following."));
    m_list->setToolTip(ChartText::tr("Series to draw"));
    // A reading is made again when the cursor moves; the one shown is in the old words.
    hideTracer();
    m_tracer.clearText();
    m_dirty = true;
}

void LiveChart::setSeries(const QStringList& names) {
    hideTracer();
    for (ChartSeries& s : m_series)
        if (s.graph) m_plot->removeGraph(s.graph);
    m_series.clear();
    m_markers.clear();
    m_heat.clearRows();
    // The strip stays as it was ticked, without rows until new ones come.
    m_list->clearSeries();
    m_heat.updateAxes();
    m_heatDirty = true;
    m_firstT = m_latestT = -1;
    for (const QString& name : names) addSeries(name);
    setFollowing(true);
    m_dirty = true;
}

int LiveChart::addSeries(const QString& name, const QString& group, bool shown) {
    const int i = seriesCount();
    ChartSeries s;
    s.name = name;
    s.group = group;
    s.color = kPalette[i % std::size(kPalette)];
    s.store = PointStore(i);
    m_list->addSeries(name, group, s.color);
    m_series.push_back(std::move(s));
    if (shown) setSeriesShown(i, true);
    return i;
}

QString LiveChart::seriesName(int series) const {
    return series >= 0 && series < seriesCount() ? m_series[series].name : QString();
}

void LiveChart::setSeriesName(int series, const QString& name) {
    if (series < 0 || series >= seriesCount() || m_series[series].name == name) return;
    ChartSeries& s = m_series[series];
    s.name = name;
    m_list->setSeriesName(series, name);
    if (s.graph) {
        s.graph->setName(name);
        m_dirty = true;  // the legend shows it
    }
}

void LiveChart::renameGroup(const QString& from, const QString& to) {
    if (from.isEmpty() || from == to) return;
    for (ChartSeries& s : m_series)
        if (s.group == from) s.group = to;
    m_list->renameGroup(from, to);
}

void LiveChart::setSeriesShown(int series, bool shown) {
    if (series < 0 || series >= seriesCount()) return;
    ChartSeries& s = m_series[series];
    if (shown && !s.graph) {
        s.graph = m_plot->addGraph();
        s.graph->setName(s.name);
        // The graph draws what its store resamples for the time shown (flush()).
        QPen pen(s.color);
        // Pen width 1, no antialiasing, no fills on live graphs; the total stands out.
        pen.setWidth(s.group.isEmpty() && series == 0 ? 2 : 1);
        s.graph->setPen(pen);
        s.graph->setAdaptiveSampling(false);  // the store resampled it
        s.graph->removeFromLegend();
        m_resample = true;
    } else if (!shown && s.graph) {
        if (m_tracer.graph() == s.graph) hideTracer();
        m_plot->removeGraph(s.graph);
        s.graph = nullptr;
    }
    m_list->setSeriesChecked(series, shown);
    m_dirty = true;
}

bool LiveChart::isSeriesShown(int series) const {
    return series >= 0 && series < seriesCount() && m_series[series].graph != nullptr;
}

void LiveChart::setGroupShown(const QString& group, bool shown) {
    for (int i = 0; i < seriesCount(); ++i)
        if (m_series[i].group == group) setSeriesShown(i, shown);
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

void LiveChart::noteTime(double t) {
    if (m_firstT < 0 || t < m_firstT) m_firstT = t;
    m_latestT = std::max(m_latestT, t);
}

void LiveChart::append(int series, double t, double value) {
    if (series < 0 || series >= seriesCount() || !std::isfinite(t) || !std::isfinite(value)) return;
    m_series[series].store.append(t, value);
    noteTime(t);
    m_dirty = true;
}

void LiveChart::setFixedValueRange(double lower, double upper) {
    m_fixedLower = lower;
    m_fixedUpper = upper;
    m_dirty = true;
}

int LiveChart::pointCount(int series) const {
    return series >= 0 && series < seriesCount() ? m_series[series].store.size() : 0;
}

int LiveChart::heatPointCount(int row) const {
    return row >= 0 && row < heatRowCount() ? m_heat.row(row).size() : 0;
}

// --- Heat strip ---

void LiveChart::enableHeatStrip(const QString& listName) {
    m_list->setHeatItem(listName, m_heat.isShown());
}

int LiveChart::addHeatRow(const QString& name) {
    const int row = m_heat.addRow(name);
    if (m_heat.isShown()) {
        m_heat.updateAxes();
        m_heatDirty = m_dirty = true;
    }
    return row;
}

void LiveChart::appendHeat(int row, double t, double percent) {
    if (row < 0 || row >= heatRowCount() || !std::isfinite(t) || !std::isfinite(percent)) return;
    m_heat.append(row, t, percent);
    noteTime(t);
    m_dirty = m_heatDirty = true;
}

void LiveChart::setHeatStripShown(bool shown) {
    if (shown == m_heat.isShown()) return;
    m_list->setHeatChecked(shown);
    if (shown) m_heat.show();
    else m_heat.hide();
    m_heatDirty = m_dirty = true;
}

// --- Markers ---

void LiveChart::addMarker(double t, const QString& label, int tag) {
    m_markers.add(t, label, tag);
    m_dirty = true;
}

void LiveChart::shadeSpan(double from, double to) {
    m_markers.shade(from, to);
    // The idle seconds are the run's time too: every chart spans them, data or none, so
    // the charts share one time axis (docs/report.md, "Latency under load").
    noteTime(from);
    noteTime(to);
    m_dirty = true;
}

void LiveChart::relabelMarkers(const std::function<QString(int tag)>& label) {
    m_markers.relabel(label);
    m_dirty = true;  // the labels' room differs with their length (StepMarkers::updateLabels)
}

// --- Replot ---

void LiveChart::dropOld() {
    if (m_windowS <= 0 || m_latestT < 0) return;
    const double cutoff = m_latestT - m_windowS;
    for (ChartSeries& s : m_series) s.store.dropBefore(cutoff);
    m_heat.dropBefore(cutoff);
    m_markers.dropBefore(cutoff);
}

void LiveChart::updateRanges() {
    if (m_fixedUpper > m_fixedLower) {
        m_plot->yAxis->setRange(m_fixedLower, m_fixedUpper);
        return;
    }
    // The value axis from 0 to the highest value shown in the time range.
    double upper = 0;
    for (const ChartSeries& s : m_series) {
        if (!s.graph) continue;
        bool found = false;
        const QCPRange r = s.graph->getValueRange(found, QCP::sdBoth, m_plot->xAxis->range());
        if (found) upper = std::max(upper, r.upper);
    }
    m_plot->yAxis->setRange(0, upper > 0 ? upper * 1.1 : 1);
}

void LiveChart::updateLegend() {
    m_plot->legend->clearItems();
    int listed = 0;
    for (ChartSeries& s : m_series) {
        if (!s.graph) continue;
        if (listed++ < kLegendMax) s.graph->addToLegend();
    }
    m_plot->legend->setVisible(listed > 0);
}

void LiveChart::flush() {
    if (!m_dirty && !m_resample && !(m_heatDirty && m_heat.map())) return;
    dropOld();
    if (m_following && m_latestT >= 0) {
        double lower = m_windowS > 0 ? std::max(m_firstT, m_latestT - m_windowS) : m_firstT;
        if (m_latestT - lower < 1e-6) lower = m_latestT - 1;
        m_plot->xAxis->setRange(lower, m_latestT);
    }
    // A point per two pixels at most.
    const QCPRange shown = m_plot->xAxis->range();
    const int buckets = std::max(16, m_plot->axisRect()->width() / 2);
    for (ChartSeries& s : m_series) {
        if (!s.graph) continue;
        s.graph->data()->set(graphData(s.store.resample(shown.lower, shown.upper, buckets)), true);
    }
    m_resample = false;
    updateEmptyNote();
    updateRanges();
    if (m_heatDirty && m_heat.map()) {
        m_heat.rebuild();
        m_heatDirty = false;
    }
    m_markers.updateLabels();
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
    return m_tracer.readingAt(pixel, m_series, m_heat);
}

void LiveChart::showTracer(const QPointF& pixel) {
    const QString text = readingAt(pixel);
    if (text.isEmpty()) hideTracer();
    else m_tracer.show(pixel, text);
}

void LiveChart::hideTracer() {
    m_tracer.hide();
}

bool LiveChart::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::Leave) hideTracer();
    return QWidget::eventFilter(watched, event);
}

}  // namespace iometry::gui
