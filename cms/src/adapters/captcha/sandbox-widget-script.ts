/**
 * The browser side of the captcha sandbox, served as /recaptcha/api.js: defines `window.grecaptcha`
 * like Google's script (render, execute, getResponse, reset, ready) for the invisible widget, with no
 * challenge. `execute` asks the sandbox for a token at api/token next to the script's own URL, then
 * calls the widget's callback (error-callback when that fails, expired-callback two minutes after a
 * token). The outcome can be chosen with `window.__captchaSandboxOutcome` or the page's `?captcha=`
 * ('reject': the token will not verify; 'fail-execute': execute fails). `?onload=name` on the script
 * URL calls `window[name]()` once loaded. Like Google's widget, every widget keeps its token in a
 * hidden textarea named g-recaptcha-response, so a plain form post carries it too.
 *
 * Plain ES2017 without template literals or backslashes, as it lives in a TypeScript template string.
 */
export const sandboxWidgetScript = `/* Sandbox captcha: a local stand-in for Google reCAPTCHA v2 (invisible). Not for production. */
(function () {
  'use strict';
  var tokenLifetimeMs = 120000;
  var script = document.currentScript;
  var scriptUrl = script && script.src ? new URL(script.src) : null;
  var tokenUrl = scriptUrl ? new URL('api/token', scriptUrl).href : '/recaptcha/api/token';
  var onloadName = scriptUrl ? scriptUrl.searchParams.get('onload') : null;
  var widgets = [];

  function later(fn) {
    setTimeout(fn, 0);
  }
  function callSafely(fn, argument) {
    if (typeof fn !== 'function') return;
    try {
      if (arguments.length > 1) fn(argument); else fn();
    } catch (error) {
      later(function () { throw error; });
    }
  }
  function userFunction(value) {
    if (typeof value === 'function') return value;
    if (typeof value === 'string' && typeof window[value] === 'function') return window[value];
    return null;
  }
  function widgetFor(id) {
    var widget = widgets[id === undefined || id === null ? 0 : id];
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return widget;
  }
  function chosenOutcome() {
    var chosen = window.__captchaSandboxOutcome;
    if (!chosen) {
      try {
        chosen = new URLSearchParams(window.location.search).get('captcha');
      } catch (error) {
        chosen = null;
      }
    }
    return chosen === 'pass' || chosen === 'reject' || chosen === 'fail-execute' ? chosen : undefined;
  }
  function hidesBadge(badge) {
    return badge === false || badge === 'none' || badge === 'hidden' || badge === 'hide';
  }
  function addBadge(element, badge) {
    var node = document.createElement('div');
    node.setAttribute('data-captcha-sandbox-badge', '');
    // Google's badge has this class; sites hide it with CSS when they show the notice instead.
    node.className = 'grecaptcha-badge';
    node.textContent = 'Sandbox captcha';
    var style = 'font: 12px/1.4 sans-serif; padding: 4px 8px; border: 1px solid #d4b26a; border-radius: 4px; ' +
      'background: #fff8e1; color: #5d4037; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25); z-index: 2147483000; ';
    if (badge === 'inline') style += 'display: inline-block;';
    else style += 'position: fixed; bottom: 14px; ' + (badge === 'bottomleft' ? 'left' : 'right') + ': 14px;';
    node.setAttribute('style', style);
    element.appendChild(node);
    return node;
  }
  function setResponse(widget, token) {
    widget.response = token;
    widget.field.value = token;
  }

  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element || typeof element.appendChild !== 'function') throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (widgets.some(function (widget) { return widget.element === element; })) throw new Error('reCAPTCHA has already been rendered in this element');
    params = params || {};
    if (!params.sitekey) throw new Error('Missing required parameters: sitekey');
    var id = widgets.length;
    var field = document.createElement('textarea');
    field.id = id === 0 ? 'g-recaptcha-response' : 'g-recaptcha-response-' + id;
    field.setAttribute('name', 'g-recaptcha-response');
    field.setAttribute('style', 'display: none;');
    element.appendChild(field);
    widgets.push({
      id: id,
      element: element,
      params: params,
      field: field,
      badge: hidesBadge(params.badge) ? null : addBadge(element, params.badge),
      response: '',
      generation: 0,
      pending: false,
      expiry: null,
    });
    return id;
  }

  function execute(id) {
    var widget = widgetFor(id);
    if (widget.pending) return;
    widget.pending = true;
    var generation = widget.generation;
    var request = { sitekey: String(widget.params.sitekey) };
    var outcome = chosenOutcome();
    if (outcome) request.outcome = outcome;
    var current = function () { return generation === widget.generation; };
    fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request), credentials: 'omit' })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok || !answer || typeof answer.token !== 'string') throw new Error((answer && answer.error) || 'HTTP ' + response.status);
          return answer.token;
        });
      })
      .then(function (token) {
        if (!current()) return;
        widget.pending = false;
        setResponse(widget, token);
        clearTimeout(widget.expiry);
        widget.expiry = setTimeout(function () {
          if (!current() || widget.response !== token) return;
          setResponse(widget, '');
          callSafely(userFunction(widget.params['expired-callback']));
        }, tokenLifetimeMs);
        callSafely(userFunction(widget.params.callback), token);
      }, function (error) {
        if (!current()) return;
        widget.pending = false;
        if (typeof console !== 'undefined') console.warn('Sandbox captcha: execute failed (' + (error && error.message) + ')');
        callSafely(userFunction(widget.params['error-callback']));
      });
  }

  function getResponse(id) {
    return widgetFor(id).response;
  }

  function reset(id) {
    var widget = widgetFor(id);
    widget.generation += 1;
    widget.pending = false;
    clearTimeout(widget.expiry);
    widget.expiry = null;
    setResponse(widget, '');
  }

  function ready(fn) {
    later(function () { callSafely(fn); });
  }

  window.grecaptcha = { render: render, execute: execute, getResponse: getResponse, reset: reset, ready: ready };

  if (onloadName) {
    later(function () {
      var onload = window[onloadName];
      if (typeof onload === 'function') callSafely(onload);
      else if (typeof console !== 'undefined') console.error('ReCAPTCHA could not find user-provided function: ' + onloadName);
    });
  }
})();
`;
