-- Neovim, headless, on ESLint's language server (vscode-eslint-language-server): starts it for
-- the buffer opened on the command line (vim.lsp.start, 0.8; vim.lsp.start_client before), with
-- the settings nvim-lspconfig's `eslint` sends, waits for the buffer's diagnostics, writes them as
-- JSON to $URILINT_NVIM_OUTPUT and quits. Run from the project's folder:
--   nvim --headless --clean -u eslint-server.lua docs/example.md
-- with $URILINT_ESLINT_SERVER the server's bin and $URILINT_NODE the node to run it on.
--
-- The server's diagnostics are pulled (LSP 3.17 `textDocument/diagnostic`), which Neovim asks for
-- itself from 0.10 on; before, this asks once and hands the answer to Neovim's diagnostics.

vim.lsp.set_log_level('info')

local root = vim.fn.getcwd()
local settings = {
  validate = 'on',
  packageManager = 'npm',
  useESLintClass = false,
  useFlatConfig = true,
  experimental = {useFlatConfig = false},
  codeAction = {
    disableRuleComment = {enable = true, location = 'separateLine', commentStyle = 'line'},
    showDocumentation = {enable = true},
  },
  codeActionOnSave = {enable = false, mode = 'all'},
  format = false,
  quiet = false,
  onIgnoredFiles = 'off',
  options = {},
  rulesCustomizations = {},
  run = 'onType',
  problems = {shortenToSingleLine = false},
  nodePath = vim.NIL,
  workingDirectory = {mode = 'location'},
  workspaceFolder = {uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ':t')},
}

local config = {
  name = 'eslint',
  cmd = {vim.env.URILINT_NODE, vim.env.URILINT_ESLINT_SERVER, '--stdio'},
  root_dir = root,
  settings = settings,
  handlers = {
    -- Every item is asked with section '' (the whole of the settings).
    ['workspace/configuration'] = function(_, params)
      local items = {}
      for index = 1, #params.items do items[index] = settings end
      return items
    end,
  },
}

local function report(client, buffer)
  local result = {version = vim.version(), diagnostics = {}}
  if vim.fn.has('nvim-0.10') == 0 then
    local uri = vim.uri_from_bufnr(buffer)
    local response = client.request_sync('textDocument/diagnostic', {textDocument = {uri = uri}}, 60000, buffer)
    if response == nil or response.err ~= nil then
      result.error = 'textDocument/diagnostic: ' .. vim.inspect(response and response.err)
    else
      vim.lsp.diagnostic.on_publish_diagnostics(
        nil,
        {uri = uri, diagnostics = response.result.items},
        {client_id = client.id, method = 'textDocument/publishDiagnostics'},
        {}
      )
    end
  end
  local found = vim.wait(150000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
  if not found and result.error == nil then result.error = 'no diagnostics within 150 s' end
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(result.diagnostics, {
      lnum = diagnostic.lnum,
      col = diagnostic.col,
      end_lnum = diagnostic.end_lnum,
      end_col = diagnostic.end_col,
      severity = diagnostic.severity,
      message = diagnostic.message,
      code = diagnostic.code,
      source = diagnostic.source,
    })
  end
  return result
end

local function write(result)
  local file = io.open(vim.env.URILINT_NVIM_OUTPUT, 'w')
  file:write(vim.fn.json_encode(result))
  file:close()
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    local ok, problem = pcall(function()
      local buffer = vim.api.nvim_get_current_buf()
      local id
      if vim.lsp.start then
        id = vim.lsp.start(config, {bufnr = buffer})
      else
        id = vim.lsp.start_client(config)
        vim.lsp.buf_attach_client(buffer, id)
      end
      local client
      vim.wait(60000, function()
        client = vim.lsp.get_client_by_id(id)
        return client ~= nil and client.initialized ~= false and client.server_capabilities ~= nil
      end, 50)
      write(report(client, buffer))
    end)
    if not ok then write({error = tostring(problem)}) end
    vim.cmd('qall!')
  end,
})
