import { useCallback, useEffect } from 'react';

import { useLocation, useNavigate } from 'react-router';

import { DEFAULT_SECTION, sectionOfHash, WorkspaceSection } from './workspace-sections';

/**
 * The active section follows the hash, and choosing a section writes it. An address without a
 * section (or with one the workspace lacks) goes to #general.
 */
export const useWorkspaceSection = (sections: readonly WorkspaceSection[]) => {
  const location = useLocation();
  const navigate = useNavigate();
  const section = sectionOfHash(location.hash, sections) ?? DEFAULT_SECTION;

  useEffect(() => {
    // The address as it is now: a table below may have saved its state earlier in this commit.
    if (location.hash !== `#${section}`) void navigate({ search: window.location.search, hash: section }, { replace: true });
  }, [location.hash, navigate, section]);

  const select = useCallback((next: WorkspaceSection) => navigate({ search: window.location.search, hash: next }), [navigate]);

  return { section, select };
};
