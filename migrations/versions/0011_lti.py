"""LTI 1.3: registered platforms, the tool's keys, OIDC logins under way (state and nonce, used
once), identities by (platform, sub), LMS courses linked to classes, resource links and their line
items, deep-linking requests, and the outbox of scores to send to the LMS gradebooks

Revision ID: 0011
Revises: 0010
"""
from alembic import op
import sqlalchemy as sa


revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('lti_platforms',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=120), nullable=False),
    sa.Column('issuer', sa.String(length=255), nullable=False),
    sa.Column('client_id', sa.String(length=255), nullable=False),
    sa.Column('deployment_ids', sa.JSON(), nullable=False),
    sa.Column('auth_login_url', sa.String(length=500), nullable=False),
    sa.Column('auth_token_url', sa.String(length=500), nullable=False),
    sa.Column('auth_audience', sa.String(length=500), nullable=True),
    sa.Column('key_set_url', sa.String(length=500), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('issuer', 'client_id', name='uq_lti_platforms_issuer_client')
    )
    op.create_table('lti_tool_keys',
    sa.Column('kid', sa.String(length=64), nullable=False),
    sa.Column('private_pem', sa.Text(), nullable=False),
    sa.Column('public_jwk', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('retired_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('kid')
    )
    op.create_table('lti_logins',
    sa.Column('state', sa.String(length=80), nullable=False),
    sa.Column('nonce', sa.String(length=80), nullable=False),
    sa.Column('platform_id', sa.Integer(), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['platform_id'], ['lti_platforms.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('state')
    )
    op.create_table('lti_users',
    sa.Column('platform_id', sa.Integer(), nullable=False),
    sa.Column('sub', sa.String(length=255), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.ForeignKeyConstraint(['platform_id'], ['lti_platforms.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('platform_id', 'sub'),
    sa.UniqueConstraint('user_id')
    )
    op.create_table('lti_contexts',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('platform_id', sa.Integer(), nullable=False),
    sa.Column('context_id', sa.String(length=255), nullable=False),
    sa.Column('deployment_id', sa.String(length=255), nullable=False),
    sa.Column('class_id', sa.Integer(), nullable=False),
    sa.Column('title', sa.String(length=255), nullable=False),
    sa.Column('memberships_url', sa.String(length=500), nullable=True),
    sa.Column('lineitems_url', sa.String(length=500), nullable=True),
    sa.Column('ags_scopes', sa.JSON(), nullable=True),
    sa.Column('roster_synced_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('roster_error', sa.Text(), nullable=False),
    sa.ForeignKeyConstraint(['class_id'], ['classes.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['platform_id'], ['lti_platforms.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('class_id'),
    sa.UniqueConstraint('platform_id', 'context_id', name='uq_lti_contexts_platform_context')
    )
    op.create_table('lti_deep_links',
    sa.Column('token', sa.String(length=64), nullable=False),
    sa.Column('platform_id', sa.Integer(), nullable=False),
    sa.Column('deployment_id', sa.String(length=255), nullable=False),
    sa.Column('settings', sa.JSON(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('class_id', sa.Integer(), nullable=True),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['class_id'], ['classes.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['platform_id'], ['lti_platforms.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('token')
    )
    op.create_table('lti_resource_links',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('context_pk', sa.Integer(), nullable=False),
    sa.Column('resource_link_id', sa.String(length=255), nullable=False),
    sa.Column('title', sa.String(length=255), nullable=False),
    sa.Column('target_kind', sa.String(length=16), nullable=False),
    sa.Column('target', sa.String(length=120), nullable=False),
    sa.Column('lineitem_url', sa.String(length=500), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['context_pk'], ['lti_contexts.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('context_pk', 'resource_link_id', name='uq_lti_links_context_link')
    )
    op.create_table('lti_grade_outbox',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('link_id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.Integer(), nullable=False),
    sa.Column('regrade_id', sa.Integer(), nullable=False),
    sa.Column('score_given', sa.Float(), nullable=False),
    sa.Column('score_maximum', sa.Float(), nullable=False),
    sa.Column('late', sa.Boolean(), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('next_attempt_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('lease_expires_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('last_error', sa.Text(), nullable=False),
    sa.Column('scored_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('sent_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['link_id'], ['lti_resource_links.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['submission_id'], ['submissions.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('link_id', 'submission_id', 'regrade_id', name='uq_lti_outbox_result')
    )
    op.create_index('ix_lti_outbox_link_user', 'lti_grade_outbox', ['link_id', 'user_id'], unique=False)
    op.create_index('ix_lti_outbox_status_due', 'lti_grade_outbox', ['status', 'next_attempt_at'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_lti_outbox_status_due', table_name='lti_grade_outbox')
    op.drop_index('ix_lti_outbox_link_user', table_name='lti_grade_outbox')
    for table in ('lti_grade_outbox', 'lti_resource_links', 'lti_deep_links', 'lti_contexts', 'lti_users',
                  'lti_logins', 'lti_tool_keys', 'lti_platforms'):
        op.drop_table(table)
