//! The browser test's hands: the system Chromium (`/usr/bin/chromium`, or
//! `$CHROMIUM`) through the DevTools Protocol (`headless_chrome`, without
//! its `fetch` feature: nothing downloads a browser). A launch that fails
//! is an error, never a skip.

use std::fmt::Display;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption::Png;
use headless_chrome::protocol::cdp::{Emulation, Runtime};
use headless_chrome::util::Wait;
use headless_chrome::{Browser, LaunchOptions, Tab};
use serde_json::{Value, json};

use super::Test;

/// `result` without its value, its error said after `what`.
fn done<T, E: Display>(result: Result<T, E>, what: impl Display) -> Result<(), String> {
    result.map(drop).map_err(|e| format!("{what}: {e}"))
}

/// Launches Chromium with a fresh profile in `scratch` (creating it).
pub fn launch(scratch: &Path) -> Result<(Browser, Arc<Tab>), String> {
    let chromium = std::env::var_os("CHROMIUM").map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from);
    let profile = scratch.join("profile");
    let _ = std::fs::remove_dir_all(&profile);
    done(std::fs::create_dir_all(&profile), profile.display())?;
    let flags = "--disable-background-networking --disable-component-update --disable-sync --no-first-run";
    let options = LaunchOptions::default_builder()
        .path(Some(chromium.clone()))
        .sandbox(false)
        .window_size(Some((1280, 1000)))
        .user_data_dir(Some(profile))
        .args(flags.split(' ').map(std::ffi::OsStr::new).collect())
        .idle_browser_timeout(Duration::from_secs(300))
        .build()
        .map_err(|e| format!("launch options: {e}"))?;
    let browser = Browser::new(options).map_err(|e| format!("cannot run {}: {e}", chromium.display()))?;
    let tab = browser.new_tab().map_err(|e| format!("a tab: {e}"))?;
    tab.set_default_timeout(Duration::from_secs(120));
    Ok((browser, tab))
}

impl Test {
    /// Loads `page` of the book (`ko/watch.html#step=3`) afresh (through
    /// about:blank: a new hash reloads) and waits for its steppers, if any.
    pub fn open(&self, page: &str) -> Result<(), String> {
        let url = format!("file://{}", self.book.join(page).display());
        for u in ["about:blank", &url] {
            done(self.tab.navigate_to(u).and_then(|t| t.wait_until_navigated()), u)?;
        }
        let steppers = "!document.querySelector('.stepper') || window.Steppers && Steppers.length > 0";
        done(
            self.wait(&format!("document.readyState === 'complete' && ({steppers})"), 10),
            url,
        )
    }

    /// The value of the JS expression `js` (JSON's values; a thrown error is `Err`).
    pub fn eval(&self, js: &str) -> Result<Value, String> {
        let evaluate = json!({"expression": js, "returnByValue": true});
        let evaluate: Runtime::Evaluate = serde_json::from_value(evaluate).map_err(|e| e.to_string())?;
        let back = self.tab.call_method(evaluate).map_err(|e| format!("{js}: {e}"))?;
        let Some(e) = back.exception_details else {
            return Ok(back.result.value.unwrap_or_default());
        };
        Err(format!(
            "{js}: {}",
            e.exception.and_then(|x| x.description).unwrap_or(e.text)
        ))
    }

    /// Waits until the JS condition `js` holds (polling every 5 ms).
    pub fn wait(&self, js: &str, seconds: u64) -> Result<(), String> {
        let holds = || (self.eval(&format!("!!({js})")) == Ok(Value::Bool(true))).then_some(());
        let waited = Wait::new(Duration::from_secs(seconds), Duration::from_millis(5)).until(holds);
        waited.map_err(|_| format!("still not true after {seconds} s: {js}"))
    }

    /// Presses `keys` one after the other (DOM key names: "ArrowRight h Enter").
    pub fn keys(&self, keys: &str) -> Result<(), String> {
        keys.split(' ')
            .try_for_each(|key| done(self.tab.press_key(key), format_args!("key {key}")))
    }

    /// Types `text` wherever the focus is.
    pub fn type_str(&self, text: &str) -> Result<(), String> {
        done(self.tab.type_str(text), format_args!("typing {text}"))
    }

    /// Clicks the first element matching `selector`.
    pub fn click(&self, selector: &str) -> Result<(), String> {
        let clicked = self.tab.find_element(selector).and_then(|e| e.click().map(drop));
        done(clicked, format_args!("click {selector}"))
    }

    /// Chooses `file` in the file input `selector`, as a reader does.
    pub fn choose_file(&self, selector: &str, file: &Path) -> Result<(), String> {
        let path = file.to_str().ok_or("a non-UTF-8 path")?;
        let chosen = self
            .tab
            .find_element(selector)
            .and_then(|e| e.set_input_files(&[path]).map(drop));
        done(chosen, format_args!("choose {path} in {selector}"))
    }

    /// Scrolls the top of the element that the JS expression `element`
    /// gives to just below mdBook's menu bar.
    pub fn scroll_to(&self, element: &str) -> Result<(), String> {
        let bar = "((document.querySelector('#mdbook-menu-bar, #menu-bar') || {}).offsetHeight || 0)";
        let top = format!("({element}).getBoundingClientRect().top + window.scrollY - {bar} - 12");
        self.eval(&format!("window.scrollTo(0, {top})")).map(drop)
    }

    /// Sets the viewport to `width` px (a phone's below 500) by `height`.
    pub fn viewport(&self, width: u32, height: u32) -> Result<(), String> {
        let metrics = json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500});
        let metrics: Emulation::SetDeviceMetricsOverride =
            serde_json::from_value(metrics).map_err(|e| e.to_string())?;
        done(self.tab.call_method(metrics), format_args!("viewport {width}x{height}"))
    }

    /// Saves a PNG of the viewport to `name` under the screenshots' directory.
    pub fn screenshot(&self, name: &str) -> Result<(), String> {
        let out = self.shots.join(name);
        let dir = out.parent().unwrap_or(&self.shots);
        done(std::fs::create_dir_all(dir), dir.display())?;
        let png = self.tab.capture_screenshot(Png, None, None, true);
        done(
            std::fs::write(&out, png.map_err(|e| format!("screenshot: {e}"))?),
            out.display(),
        )?;
        eprintln!("screenshot: {}", out.display());
        Ok(())
    }
}
