//! The browser driver of the browser test: the system Chromium
//! (`/usr/bin/chromium`, or `$CHROMIUM`) through the Chrome DevTools
//! Protocol (`headless_chrome`, built without its `fetch` feature, so
//! nothing downloads a browser). A launch that fails is an error, never a
//! skip.

use std::ffi::OsStr;
use std::fmt::Display;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use headless_chrome::protocol::cdp::Emulation;
use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption;
use headless_chrome::util::Wait;
use headless_chrome::{Browser, LaunchOptions, Tab};

/// The Chromium binary the test runs.
pub fn chromium() -> PathBuf {
    std::env::var_os("CHROMIUM").map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from)
}

/// A headless Chromium with one tab, on a fresh profile.
pub struct Driver {
    // Dropping the browser ends its process.
    _browser: Browser,
    pub tab: Arc<Tab>,
}

impl Driver {
    /// Launches Chromium with a fresh user-data-dir under `scratch`.
    pub fn launch(scratch: &Path) -> Result<Driver, String> {
        let profile = scratch.join("profile");
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile).map_err(|e| format!("{}: {e}", profile.display()))?;
        let flags = "--disable-background-networking --disable-component-update --disable-sync --no-first-run";
        let args = flags.split(' ').map(OsStr::new).collect();
        let options = LaunchOptions::default_builder()
            .path(Some(chromium()))
            .headless(true)
            .sandbox(false)
            .enable_gpu(false)
            .window_size(Some((1280, 1000)))
            .user_data_dir(Some(profile))
            .args(args)
            .idle_browser_timeout(Duration::from_secs(300))
            .build()
            .map_err(|e| format!("launch options: {e}"))?;
        let browser = Browser::new(options).map_err(|e| format!("cannot run {}: {e}", chromium().display()))?;
        let tab = browser.new_tab().map_err(|e| format!("a tab: {e}"))?;
        tab.set_default_timeout(Duration::from_secs(120));
        Ok(Driver { _browser: browser, tab })
    }

    /// Loads `url` afresh (through about:blank, so a new hash reloads the
    /// page) and waits for the steppers.
    pub fn open(&self, url: &str) -> Result<(), String> {
        self.load(url, "window.Steppers && Steppers.length > 0")
    }

    /// Loads `url` afresh and waits until it has loaded (for pages without
    /// a stepper).
    pub fn open_page(&self, url: &str) -> Result<(), String> {
        self.load(url, "document.readyState === 'complete'")
    }

    /// Navigates to about:blank, then `url`, and waits until `ready` holds.
    fn load(&self, url: &str, ready: &str) -> Result<(), String> {
        for u in ["about:blank", url] {
            done(self.tab.navigate_to(u).and_then(|t| t.wait_until_navigated()), u)?;
        }
        done(self.wait(ready, 10), url)
    }

    /// The string that the JS expression `js` evaluates to (a thrown error
    /// becomes `Err`).
    pub fn eval(&self, js: &str) -> Result<String, String> {
        let wrapped = format!("(() => {{ try {{ return String({js}); }} catch (e) {{ return '\\u0000' + e; }} }})()");
        let value = self
            .tab
            .evaluate(&wrapped, false)
            .map_err(|e| format!("{js}: {e}"))?
            .value;
        let s = value.and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
        match s.strip_prefix('\u{0}') {
            Some(err) => Err(format!("{js}: {err}")),
            None => Ok(s),
        }
    }

    /// The value of the JS expression `js`, through `JSON.stringify`.
    pub fn json(&self, js: &str) -> Result<serde_json::Value, String> {
        let text = self.eval(&format!("JSON.stringify({js})"))?;
        serde_json::from_str(&text).map_err(|e| format!("{js}: {e}: {text}"))
    }

    /// Waits until the JS condition `js` holds (headless_chrome's `Wait`,
    /// polling every 5 ms); the time it took.
    pub fn wait(&self, js: &str, seconds: u64) -> Result<Duration, String> {
        let start = Instant::now();
        let holds = || (self.eval(&format!("!!({js})")).unwrap_or_default() == "true").then_some(());
        let waited = Wait::new(Duration::from_secs(seconds), Duration::from_millis(5)).until(holds);
        waited.map_err(|_| format!("still not true after {seconds} s: {js}"))?;
        Ok(start.elapsed())
    }

    /// Presses `key` (a DOM key name: "ArrowRight", "h", "Enter").
    pub fn key(&self, key: &str) -> Result<(), String> {
        done(self.tab.press_key(key), format_args!("key {key}"))
    }

    /// Clicks the first element matching `selector`.
    pub fn click(&self, selector: &str) -> Result<(), String> {
        let element = self.tab.find_element(selector);
        done(
            element.and_then(|e| e.click().map(drop)),
            format_args!("click {selector}"),
        )
    }

    /// Chooses `file` in the file input `selector`, as a reader does.
    pub fn choose_file(&self, selector: &str, file: &Path) -> Result<(), String> {
        let path = file.to_str().ok_or("a non-UTF-8 path")?;
        let input = self.tab.find_element(selector);
        done(
            input.and_then(|e| e.set_input_files(&[path]).map(drop)),
            format_args!("choose {path} in {selector}"),
        )
    }

    /// Scrolls the top of the element that the JS expression `element`
    /// gives (`document.querySelector('.stepper')`) to just below mdBook's
    /// menu bar.
    pub fn scroll_to(&self, element: &str) -> Result<(), String> {
        self.eval(&format!(
            "window.scrollTo(0, ({element}).getBoundingClientRect().top + window.scrollY \
             - ((document.querySelector('#mdbook-menu-bar, #menu-bar') || {{}}).offsetHeight || 0) - 12)"
        ))
        .map(|_| ())
    }

    /// Sets the viewport to `width` px (a phone's below 500) by `height`.
    pub fn viewport(&self, width: u32, height: u32) -> Result<(), String> {
        let metrics =
            serde_json::json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500});
        let metrics: Emulation::SetDeviceMetricsOverride =
            serde_json::from_value(metrics).map_err(|e| e.to_string())?;
        done(self.tab.call_method(metrics), format_args!("viewport {width}x{height}"))
    }

    /// Saves a PNG of the viewport to `out`.
    pub fn screenshot(&self, out: &Path) -> Result<(), String> {
        let png = self
            .tab
            .capture_screenshot(CaptureScreenshotFormatOption::Png, None, None, true);
        let png = png.map_err(|e| format!("screenshot: {e}"))?;
        std::fs::write(out, png).map_err(|e| format!("{}: {e}", out.display()))?;
        eprintln!("screenshot: {}", out.display());
        Ok(())
    }
}

/// `result` without its value, its error said after `what`.
fn done<T, E: Display>(result: Result<T, E>, what: impl Display) -> Result<(), String> {
    result.map(drop).map_err(|e| format!("{what}: {e}"))
}
